/**
 * "Rebuild only when the sources changed", shared by the browser build (buildIfChanged.ts) and the
 * server build (buildServer.ts): a SHA-256 of the source files, kept in a hash file beside the output.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A SHA-256 of every file below `paths` (relative to `root`, in sorted order): each one's path and content. */
export function sourceHash(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The hash the last build wrote to `hashFile`, or '' when it or the build's `output` is missing. */
export function builtHash(hashFile: string, output: string): string {
  return existsSync(hashFile) && existsSync(output) ? readFileSync(hashFile, 'utf8').trim() : '';
}
