/**
 * Image uploads (docs/api/catalogue.md): jpeg, png and webp only, recognised by their first bytes (the
 * client's name and content type are never trusted), at most UPLOAD_MAX_BYTES each, stored under the
 * upload directory with random names and served at /uploads/<name>.
 *
 * A request is read completely (and every file checked) before anything is written, so a wrong type
 * or an oversized file leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sniffImage, UPLOAD_MAX_BYTES } from '../../../src/domain/catalogue';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';

/** Who owns stored files: they count against the company's quota (UPLOAD_QUOTA_MB, default 500). */
export interface UploadOwner {
  db: Db;
  companyId: number;
}

export const uploadQuotaBytes = () => Math.round(Number(process.env.UPLOAD_QUOTA_MB ?? 500) * 1024 * 1024);

/** Refuse files that would take the company past its quota (413 upload_quota_exceeded). */
async function assertQuota(owner: UploadOwner, files: ImageFile[]) {
  const incoming = files.reduce((n, f) => n + f.data.length, 0);
  const [row] = await owner.db
    .select({ used: sql<string>`coalesce(sum(${uploads.bytes}), 0)::text` })
    .from(uploads)
    .where(eq(uploads.companyId, owner.companyId));
  if (Number(row?.used ?? 0) + incoming > uploadQuotaBytes()) throw new AppError(413, 'upload_quota_exceeded');
}

export const UPLOAD_URL_PREFIX = '/uploads/';

export interface ImageFile {
  field: string;
  data: Buffer;
  ext: string;
  mime: string;
}

export interface MultipartBody {
  /** text fields; a repeated field keeps its last value */
  fields: Record<string, string>;
  files: ImageFile[];
}

/** Limits given to @fastify/multipart (registered in server/app.ts). */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 100, fieldSize: 256 * 1024, parts: 200 };

/** The public address of a stored file. */
export const uploadUrl = (name: string) => `${UPLOAD_URL_PREFIX}${name}`;

/**
 * Read a whole multipart request: fields as strings, files checked (type by content, size by the
 * multipart limit). Files of other field names than `fileFields` are refused as invalid. An empty
 * file part (a form without a chosen file) is ignored.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: ImageFile[] = [];
  try {
    await readParts(request, fileFields, fields, files);
  } catch (err) {
    // a truncated body, a wrong boundary, a part beyond the limits: bad input, never a 500
    if (err instanceof AppError) throw err;
    const { statusCode, code } = err as { statusCode?: number; code?: string };
    // more files, fields or parts than a form has: bad input of its own kind, not a size problem
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'too_many_files');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'too_many_parts');
    if (statusCode === 413) throw new AppError(413, 'file_too_large');
    throw new AppError(400, 'invalid');
  }
  return { fields, files };
}

async function readParts(request: FastifyRequest, fileFields: readonly string[], fields: Record<string, string>, files: ImageFile[]) {
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw new AppError(400, 'invalid', part.fieldname.replace(/\u0000/g, ''));
      fields[part.fieldname] = value;
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', part.fieldname);
      throw err;
    }
    if (data.length === 0) continue;
    if (!fileFields.includes(part.fieldname)) throw new AppError(400, 'invalid', part.fieldname);
    const kind = sniffImage(data.subarray(0, 16));
    if (!kind) throw new AppError(400, 'invalid_file_type', part.fieldname);
    files.push({ field: part.fieldname, data, ext: kind.ext, mime: kind.mime });
  }
}

/**
 * Write files under `dir` with random names and record them for their owner (quota, orphan clean-up);
 * returns the names. On a failure nothing stays.
 */
export async function storeFiles(dir: string, files: ImageFile[], owner: UploadOwner): Promise<string[]> {
  if (!files.length) return [];
  await assertQuota(owner, files);
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  try {
    for (const f of files) {
      const name = `${randomBytes(16).toString('hex')}.${f.ext}`;
      await writeFile(join(dir, name), f.data, { flag: 'wx' });
      names.push(name);
    }
    await owner.db.insert(uploads).values(names.map((name, i) => ({ name, companyId: owner.companyId, bytes: files[i]!.data.length })));
  } catch (err) {
    await removeFiles(dir, names);
    throw err;
  }
  return names;
}

/** Remove stored files (missing ones are ignored). Names are ours (hex + extension), never a path. */
export async function removeFiles(dir: string, names: string[]) {
  await Promise.all(
    names.filter((n) => /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(n)).map((n) => rm(join(dir, n), { force: true })),
  );
}

/**
 * Store files, run `work` with their names, and remove the files again if `work` fails (e.g. the
 * transaction that records them rolls back).
 */
export async function withStoredFiles<T>(dir: string, files: ImageFile[], owner: UploadOwner, work: (names: string[]) => Promise<T>): Promise<T> {
  const names = await storeFiles(dir, files, owner);
  try {
    return await work(names);
  } catch (err) {
    await removeFiles(dir, names);
    if (names.length) await owner.db.delete(uploads).where(sql`${uploads.name} = any(${`{${names.join(',')}}`}::text[])`);
    throw err;
  }
}

/**
 * Remove uploads older than `maxAgeMs` that no row refers to (product images, place images, employee
 * pictures): their rows and their files. Run hourly by the server; returns how many went.
 */
export async function removeOrphanUploads(db: Db, dir: string, maxAgeMs = 24 * 60 * 60 * 1000, now = Date.now()): Promise<number> {
  const orphans = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, new Date(now - maxAgeMs)),
        sql`not exists (select 1 from product_images i where i.file = ${uploads.name} or i.file like '%/' || ${uploads.name})`,
        sql`not exists (select 1 from places p where p.image = ${uploads.name} or p.image like '%/' || ${uploads.name})`,
        sql`not exists (select 1 from employees e where e.picture = ${uploads.name} or e.picture like '%/' || ${uploads.name})`,
        // tissues' fabric samples
        sql`not exists (select 1 from tissues t where t.fabric_sample_image = ${uploads.name})`,
      ),
    );
  const names = orphans.map((o) => o.name);
  if (!names.length) return 0;
  await db.delete(uploads).where(sql`${uploads.name} = any(${`{${names.join(',')}}`}::text[])`);
  await removeFiles(dir, names);
  return names.length;
}
