import { and, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';

import { pageQuery, queryBool as boolInQuery, type PageQuery } from '../../src/domain/fields';
import type { DbOrTx } from '../db/connect';

/** Query of every list endpoint (ARCHITECTURE.md section 3): the shared field schema. */
export const listQuery = pageQuery;
export type ListQuery = PageQuery;

/** A searchable list of a catalogue or place entity: its page, search, ordering, state and type. */
export interface TypedListFilter {
  offset: number;
  limit: number;
  search?: string;
  ordering?: string;
  is_active?: boolean;
  type?: number;
}

/** An ILIKE pattern that matches `search` anywhere, with %, _ and \\ taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

/** At most this many words of a search term are matched, each one condition (a 200-character term could hold 100). */
const MAX_TERMS = 12;

/**
 * The words of a list's search term, as the original's search filter (DRF's SearchFilter) split it: on
 * white space and commas, however many, each word once. 'aurora,  dress' is ['aurora', 'dress'].
 */
export function searchTerms(search: string): string[] {
  return [...new Set(search.split(/[\s,]+/u).filter(Boolean))].slice(0, MAX_TERMS);
}

/**
 * Every word of the search term is found somewhere in `text` (ILIKE), in any order: 'dress aurora' and
 * 'aurora  dress' both find 'Dress Aurora'. `text` is one column or the searched fields joined with a
 * separator (E'\\x1f') that no word can contain, so a word never matches across two fields.
 */
export function matchesSearch(text: SQLWrapper, search: string): SQL {
  const terms = searchTerms(search);
  if (!terms.length) return sql`true`;
  return sql`(${sql.join(
    terms.map((t) => sql`${text} ilike ${likePattern(t)}`),
    sql` and `,
  )})`;
}

/** "true"/"false" in a query string. */
export const queryBool = boolInQuery;

export interface Page<T> {
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(request: FastifyRequest, offset: number, limit: number): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('limit', String(limit));
  return `${url.pathname}${url.search}`;
}

/**
 * The paged answer. `capped`: `count` is a lower bound (a broad search stopped counting); the caller
 * then passes the page read with one row more than asked (`results` may hold limit + 1 rows): that row
 * is dropped here and only says whether a next page exists.
 */
export function page<T>(request: FastifyRequest, q: { offset: number; limit: number }, count: number, results: T[], capped = false): Page<T> {
  const nextOffset = q.offset + q.limit;
  if (capped) {
    const more = results.length > q.limit;
    return {
      count: Math.max(count, q.offset + results.length),
      count_capped: true,
      next: more ? pageUrl(request, nextOffset, q.limit) : null,
      previous: q.offset > 0 ? pageUrl(request, Math.max(0, q.offset - q.limit), q.limit) : null,
      results: results.slice(0, q.limit),
    };
  }
  return {
    count,
    next: nextOffset < count ? pageUrl(request, nextOffset, q.limit) : null,
    previous: q.offset > 0 ? pageUrl(request, Math.max(0, q.offset - q.limit), q.limit) : null,
    results,
  };
}

/** The paged answer of a list service's `{count, results}`, paged by the request's own query. */
export function listAnswer<T>(request: FastifyRequest & { query: { offset: number; limit: number } }, list: { count: number; results: T[] }): Page<T> {
  return page(request, request.query, list.count, list.results);
}

/**
 * A list's `{count, results}`: the rows of `where` in `table` counted, and one page of them in `order`
 * read through `rows` (the list's select with its joins, made `$dynamic()`), in two statements together.
 */
export async function orderedPage<T extends PgSelect>(
  db: DbOrTx,
  table: PgTable,
  rows: T,
  where: SQL[],
  order: (SQL | PgColumn)[],
  q: { offset: number; limit: number },
): Promise<{ count: number; results: Awaited<T> }> {
  const [total, results] = await Promise.all([
    db.select({ n: count() }).from(table).where(and(...where)),
    rows
      .where(and(...where))
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), results };
}

/** orderedPage newest first (created_at, then id, descending). */
export function newestFirstPage<T extends PgSelect>(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  rows: T,
  where: SQL[],
  q: { offset: number; limit: number },
): Promise<{ count: number; results: Awaited<T> }> {
  return orderedPage(db, table, rows, where, [desc(table.createdAt), desc(table.id)], q);
}

/** `-name` -> { column: 'name', desc: true }, restricted to the allowed keys. */
export function parseOrdering<K extends string>(ordering: string | undefined, allowed: readonly K[], fallback: K) {
  const desc = !!ordering && ordering.startsWith('-');
  const key = (ordering ?? '').replace(/^-/, '') as K;
  return allowed.includes(key) ? { key, desc } : { key: fallback, desc: false };
}
