/**
 * Issue 14: a broad product search stops counting at SEARCH_CANDIDATES and says so (`count_capped`),
 * pages by `next`; a narrow one keeps its exact count. On a generated catalogue of 2 100 products
 * added to the demo company in one statement (names like the bench's: '<Model> <colour> <n>').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageOut } from '../../src/domain/product/contract';
import { searchTerms } from '../../server/http/list';
import { SEARCH_CANDIDATES, searchCap, searchWords } from '../../server/modules/product/products';
import { sql } from 'drizzle-orm';
import { expectContract } from './contract';
import { as, type Client, freshApp, rows, type TestApp } from './helpers';

let t: TestApp;
let seller: Client;
const LIST = '/api/product/v1/products/';
const PRODUCTS = SEARCH_CANDIDATES + 100;

beforeAll(async () => {
  t = await freshApp();
  const company = t.fx.demo.companyId;
  const [type] = await rows<{ id: number }>(t.db, sql`select id from product_types where company_id = ${company} order by id limit 1`);
  await t.db.execute(sql`
    insert into products (company_id, name, model, model_code, vendor_code, type_id, cost)
    select ${company}, (array['Aurora', 'Bella', 'Classic', 'Luna'])[1 + g % 4] || ' ' || (array['beige', 'green', 'red'])[1 + g % 3] || ' ' || g,
           'S' || g, 'MS-' || g, 'VS-' || g, ${type.id}, 1
    from generate_series(1, ${PRODUCTS}) g`);
  seller = await as(t.app, 'seller');
});
afterAll(() => t?.close());

describe('broad product search', () => {
  it('one letter: the count stops at the cap and says so; pages follow by next, none lost or repeated', async () => {
    const first = expectContract(await seller.get(`${LIST}?offset=0&limit=6&search=a`), productPageOut);
    expect(first.count_capped).toBe(true);
    expect(first.count).toBe(SEARCH_CANDIDATES + 1);
    expect(first.results).toHaveLength(6);
    expect(first.next).toContain('offset=6');
    const second = expectContract(await seller.get(`${LIST}?offset=6&limit=6&search=a`), productPageOut);
    expect(second.results).toHaveLength(6);
    expect(second.previous).toContain('offset=0');
    expect(new Set([...first.results, ...second.results].map((p) => p.id)).size).toBe(12);
    // newest first, as the unsearched list
    const ids = [...first.results, ...second.results].map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('past the cap the pages still come, and the last one has no next', async () => {
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where company_id = ${t.fx.demo.companyId} and is_active and (name || model || model_code || vendor_code) ilike '%a%'`,
    );
    expect(n).toBeGreaterThan(SEARCH_CANDIDATES);
    const tail = expectContract(await seller.get(`${LIST}?offset=${n - 4}&limit=20&search=a`), productPageOut);
    expect(tail.results).toHaveLength(4);
    expect(tail.count_capped).toBe(true);
    expect(tail.next).toBeNull();
    expect(tail.count).toBeGreaterThanOrEqual(SEARCH_CANDIDATES + 1);
  });

  it('a page larger than 20 cards reads ten pages of candidates: a few hundred matches keep their exact count', async () => {
    expect(searchCap(6)).toBe(SEARCH_CANDIDATES);
    expect(searchCap(96)).toBe(960);
    // 'e': every generated product (beige, green, red) and some of the demo's, more than 200
    const small = expectContract(await seller.get(`${LIST}?offset=0&limit=6&search=e`), productPageOut);
    expect(small.count_capped).toBe(true);
    const big = expectContract(await seller.get(`${LIST}?offset=0&limit=96&search=e`), productPageOut);
    expect(big.count_capped).toBeUndefined();
    expect(big.count).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(big.results).toHaveLength(96);
    // the same cards as the capped pages give, newest first
    const ids: number[] = [];
    for (let offset = 0; offset < 96; offset += 6) ids.push(...(await seller.get(`${LIST}?offset=${offset}&limit=6&search=e`)).json().results.map((p: { id: number }) => p.id));
    expect(big.results.map((p) => p.id)).toEqual(ids);
  });

  it('a sparse broad term (many matches, few per page of the catalogue) pages exactly as a dense one: newest first, none lost or repeated', async () => {
    // 9 000 products and, among them every 43rd, 210 'zebra' ones. By 20 or 15 cards the count is capped
    // at 200: the first pages walk the id index (~900 rows), from offset 60 they would walk more than 3 000
    // rows, so they are read through the index (the sparse path). By 96 cards (a cap of 960) all 210 are
    // read at once: an exact count.
    const company = t.fx.demo.companyId;
    const [type] = await rows<{ id: number }>(t.db, sql`select id from product_types where company_id = ${company} order by id limit 1`);
    await t.db.execute(sql`
      insert into products (company_id, name, model, model_code, vendor_code, type_id, cost)
      select ${company}, case when g % 43 = 0 then 'Zebra ' else 'Filler ' end || g, 'F' || g, 'MF-' || g, 'VF-' || g, ${type.id}, 1
      from generate_series(1, 9030) g`);
    const walk = async (limit: number) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += limit) {
        const page = expectContract(await seller.get(`${LIST}?offset=${offset}&limit=${limit}&search=zebra`), productPageOut);
        if (searchCap(limit) < 210) {
          expect(page.count_capped).toBe(true);
        } else {
          expect(page.count_capped).toBeUndefined();
          expect(page.count).toBe(210);
        }
        ids.push(...page.results.map((p) => p.id));
        if (!page.next) return ids;
      }
    };
    const by20 = await walk(20);
    expect(by20).toHaveLength(210);
    expect([...by20].sort((a, b) => b - a)).toEqual(by20);
    expect(await walk(15)).toEqual(by20);
    expect(await walk(96)).toEqual(by20);
  });

  it('a narrow search keeps its exact count and no cap flag', async () => {
    const narrow = expectContract(await seller.get(`${LIST}?offset=0&limit=6&search=aurora%20beige`), productPageOut);
    expect(narrow.count_capped).toBeUndefined();
    expect(narrow.count).toBeGreaterThan(0);
    expect(narrow.count).toBeLessThan(SEARCH_CANDIDATES);
    const all = (await seller.get(`${LIST}?offset=0&limit=100&search=aurora%20beige&ordering=name`)).json();
    expect(all.count).toBe(narrow.count);
    expect(all.count_capped).toBeUndefined();
  });

  it('finds any case of Latin and Cyrillic text in name, model and codes, never across two fields, and takes LIKE characters literally', async () => {
    const company = t.fx.demo.companyId;
    const [type] = await rows<{ id: number }>(t.db, sql`select id from product_types where company_id = ${company} order by id limit 1`);
    await t.db.execute(sql`
      insert into products (company_id, name, model, model_code, vendor_code, type_id, cost) values
        (${company}, 'Платье Зимнее', 'Ёлка', 'КОД-1', 'Ар_100%', ${type.id}, 1),
        (${company}, 'Winter COAT', 'Nord', 'wc-2', 'VC-X', ${type.id}, 1)`);
    const names = async (search: string) =>
      (await seller.get(`${LIST}?offset=0&limit=10&search=${encodeURIComponent(search)}`)).json().results.map((p: { name: string }) => p.name);
    for (const term of ['платье', 'ПЛАТЬЕ', 'зимнее', 'ёлка', 'ЁЛКА', 'код-1', 'ар_100%']) expect(await names(term), term).toEqual(['Платье Зимнее']);
    for (const term of ['winter coat', 'WINTER', 'Wc-2', 'vc-x']) expect(await names(term), term).toEqual(['Winter COAT']);
    // a word never spans two fields (name 'Winter COAT', model 'Nord'), though the words of a term may
    // each be found in another field (as the original's search filter); % or _ are no wildcards
    expect(await names('coatnord')).toEqual([]);
    expect(await names('atn')).toEqual([]);
    expect(await names('nord coat')).toEqual(['Winter COAT']);
    expect(await names('ар_1000')).toEqual([]);
    expect(await names('100%')).toEqual(['Платье Зимнее']);
    expect(await names('р%')).toEqual([]);
    expect(await names('a_c')).toEqual([]);
  });

  it('a term of several words finds the products that hold every word, in any order, however they are spaced', async () => {
    expect(searchWords('aurora black')).toEqual(['aurora', 'black']);
    expect(searchWords('VC-0012')).toEqual(['0012']);
    expect(searchWords('Ар_100%')).toEqual(['100']);
    expect(searchWords('платье зимнее')).toEqual(['платье', 'зимнее']);
    expect(searchWords('a b c')).toEqual([]);
    expect(searchWords('one two three four fives')).toEqual(['three', 'fives', 'four', 'one']);
    const company = t.fx.demo.companyId;
    expect(searchTerms(' Aurora,  beige\tBeige ')).toEqual(['Aurora', 'beige', 'Beige']);
    for (const term of ['aurora beige', 'beige 1', 'ra be', 'a beige 2', 'VS-12', 'ms-1 ', 'aurora  beige', 'beige aurora', 'Aurora, beige', 'red 7 ms-7 s7 luna']) {
      const words = term.split(/[\s,]+/).filter(Boolean);
      const expected = await rows<{ id: number }>(
        t.db,
        sql`select id from products where company_id = ${company} and is_active and ${sql.join(
          words.map((w) => sql`strpos(search_text, lower(${w})) > 0`),
          sql` and `,
        )} order by id desc limit 100`,
      );
      expect(expected.length, term).toBeGreaterThan(0);
      const got = (await seller.get(`${LIST}?offset=0&limit=100&search=${encodeURIComponent(term)}`)).json();
      expect(got.results.map((p: { id: number }) => p.id), term).toEqual(expected.map((r) => r.id));
    }
  });

  it('ordered by name, a broad search is capped too and sorted', async () => {
    const byName = expectContract(await seller.get(`${LIST}?offset=0&limit=20&search=e&ordering=name`), productPageOut);
    expect(byName.count_capped).toBe(true);
    const names = byName.results.map((p) => p.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });
});
