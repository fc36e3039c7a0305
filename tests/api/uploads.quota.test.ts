/**
 * Issue 9, uploads: every stored file counts against its company's quota (UPLOAD_QUOTA_MB), and files
 * no row refers to are removed after a day, rows and files both.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { removeOrphanUploads } from '../../server/modules/upload/storage';
import { authed, expectError, freshDb, login, rows, type Client, type TestDb } from './helpers';
import type { FastifyInstance } from 'fastify';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4b10000000049454e44ae426082', 'hex');

let db: TestDb;
let app: FastifyInstance;
let dir: string;
let admin: Client;
let other: Client;

function multipart(field: string) {
  const boundary = '----quota';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  db = await freshDb();
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  app = await buildApp(db.db, { uploadDir: dir });
  await app.ready();
  admin = authed(app, await login(app, 'admin'));
  other = authed(app, await login(app, 'other_admin'));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});
afterEach(() => {
  delete process.env.UPLOAD_QUOTA_MB;
});

describe('per-company upload quota', () => {
  it('a file that would pass the quota is 413 upload_quota_exceeded and nothing is stored; another company is not affected', async () => {
    const first = await admin.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') });
    expect(first.statusCode, first.body).toBe(201);
    const used = (await rows<{ n: string }>(db.db, sql`select coalesce(sum(bytes), 0)::text as n from uploads`))[0]!.n;
    process.env.UPLOAD_QUOTA_MB = String((Number(used) + PNG.length - 1) / (1024 * 1024));
    const before = await rows(db.db, sql`select name from uploads`);
    expectError(await admin.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') }), 413, 'upload_quota_exceeded');
    expectError(
      await admin.inject({ method: 'POST', url: `/api/product/v1/products/${(await rows<{ id: number }>(db.db, sql`select id from products where company_id = (select company_id from employees where username = 'admin') limit 1`))[0]!.id}/images/`, ...multipart('image') }),
      413,
      'upload_quota_exceeded',
    );
    expect(await rows(db.db, sql`select name from uploads`)).toHaveLength(before.length);
    expect((await other.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') })).statusCode).toBe(201);
  });
});

describe('orphan uploads', () => {
  it('are removed after a day (row and file); referenced ones and recent ones stay', async () => {
    const orphan = (await admin.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') })).json().file as string;
    const kept = (await admin.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') })).json().file as string;
    const recent = (await admin.inject({ method: 'POST', url: '/api/upload/', ...multipart('file') })).json().file as string;
    const type = (await admin.get('/api/company/v1/place_types/')).json().results[0].id;
    expect((await admin.post('/api/company/v1/places/', { name: 'With image', type, image: kept })).statusCode).toBe(201);
    const nameOf = (url: string) => url.split('/').pop()!;
    await db.db.execute(sql`update uploads set created_at = now() - interval '25 hours' where name in (${nameOf(orphan)}, ${nameOf(kept)})`);
    expect(existsSync(join(dir, nameOf(orphan)))).toBe(true);
    const removed = await removeOrphanUploads(db.db, dir);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(dir, nameOf(orphan)))).toBe(false);
    expect(existsSync(join(dir, nameOf(kept)))).toBe(true);
    expect(existsSync(join(dir, nameOf(recent)))).toBe(true);
    const left = (await rows<{ name: string }>(db.db, sql`select name from uploads`)).map((r) => r.name);
    expect(left).not.toContain(nameOf(orphan));
    expect(left).toContain(nameOf(kept));
  });
});
