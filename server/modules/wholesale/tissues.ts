/**
 * Tissues (SPEC.md 3 'Tissue', 7 tissues): fabrics with a sample image (checked upload, as product
 * images), is_active, available length, colour name, code and hex; rgb, hsl, hsv and hsi are computed
 * from the hex by src/domain/wholesale/color.ts for every answer.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { money } from '../../../src/domain/money';
import { colorModels, normaliseHex } from '../../../src/domain/wholesale/color';
import type { TissueDto, TissueInput } from '../../../src/domain/wholesale/contract';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { Db } from '../../db/connect';
import { tissues } from '../../db/schema';
import { sentColumns } from '../../db/sentColumns';
import { badRequest, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { uploadUrl } from '../upload/storage';

type Row = typeof tissues.$inferSelect;

export function tissueDto(r: Row): TissueDto {
  return {
    id: r.id,
    fabric_sample_image: r.fabricSampleImage ? uploadUrl(r.fabricSampleImage) : null,
    is_active: r.isActive,
    available_length: money(r.availableLength).toFixed(2),
    color_name: r.colorName,
    code: r.code,
    hex: r.hex,
    ...colorModels(r.hex),
  };
}

export async function listTissues(db: Db, caller: Caller, q: { offset: number; limit: number; search?: string; is_active?: boolean | 'all' }) {
  const where: SQL[] = [eq(tissues.companyId, caller.companyId)];
  if (q.is_active !== 'all') where.push(eq(tissues.isActive, q.is_active ?? true));
  if (q.search) where.push(matchesSearch(sql`(${tissues.colorName} || E'\\x1f' || ${tissues.code} || E'\\x1f' || ${tissues.hex})`, q.search));
  const list = await orderedPage(db, tissues, db.select().from(tissues).$dynamic(), where, [asc(tissues.id)], q);
  return { count: list.count, results: list.results.map(tissueDto) };
}

export async function getTissue(db: Db, caller: Caller, id: number): Promise<TissueDto> {
  return tissueDto(await ownRowById(db, caller, tissues, id));
}

function values(input: TissueInput): Partial<typeof tissues.$inferInsert> {
  const set: Partial<typeof tissues.$inferInsert> = sentColumns(input, { is_active: 'isActive', available_length: 'availableLength', color_name: 'colorName', code: 'code' });
  if (input.hex !== undefined) {
    const hex = normaliseHex(input.hex);
    if (!hex) throw badRequest('invalid', 'hex');
    set.hex = hex;
  }
  return set;
}

export async function createTissue(db: Db, caller: Caller, input: TissueInput, imageNames: string[]): Promise<TissueDto> {
  // a new tissue is named by its colour (PATCH takes any subset; an empty create made a nameless row)
  if (!input.color_name?.trim()) throw badRequest('required', 'color_name');
  const [row] = await db
    .insert(tissues)
    .values({ ...values(input), companyId: caller.companyId, fabricSampleImage: imageNames[0] ?? null })
    .returning();
  return tissueDto(row);
}

/** PATCH {id}/: the fields given; a new image (multipart fabric_sample_image) replaces the old one. */
export async function patchTissue(db: Db, caller: Caller, id: number, input: TissueInput, imageNames: string[]): Promise<TissueDto> {
  const set = values(input);
  if (imageNames[0]) set.fabricSampleImage = imageNames[0];
  const where = and(eq(tissues.id, id), eq(tissues.companyId, caller.companyId));
  const [row] = Object.keys(set).length ? await db.update(tissues).set(set).where(where).returning() : await db.select().from(tissues).where(where);
  if (!row) throw notFound();
  return tissueDto(row);
}

export async function deactivateTissue(db: Db, caller: Caller, id: number) {
  const [row] = await db.update(tissues).set({ isActive: false }).where(and(eq(tissues.id, id), eq(tissues.companyId, caller.companyId))).returning({ id: tissues.id });
  if (!row) throw notFound();
}
