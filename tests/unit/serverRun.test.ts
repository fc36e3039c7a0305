/** `npm start` runs the built server the way the bench and the e2e runner do (server/scripts/buildServer.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, SERVER_RUN_ENV } from '../../server/scripts/buildServer';

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('npm start', () => {
  it('starts the built server with the node flags and environment the bench measures', () => {
    const run = packageJson.scripts.start.split(' && ').at(-1)!;
    const env = Object.entries(SERVER_RUN_ENV).map(([k, v]) => `${k}=${v}`);
    expect(run).toBe([...env, 'node', ...SERVER_NODE_FLAGS, 'build/server/main.mjs'].join(' '));
  });

  it('keeps the old generation far above the live heap and the malloc threshold a whole number of bytes', () => {
    const old = SERVER_NODE_FLAGS.find((f) => f.startsWith('--max-old-space-size='));
    expect(Number(old?.split('=')[1])).toBeGreaterThanOrEqual(256);
    expect(SERVER_RUN_ENV.MALLOC_MMAP_THRESHOLD_).toMatch(/^\d+$/);
  });
});
