import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyFilterCheck, checkStatements, classifyTables, companyFilterCheck } from '../api/companyFilter';

let check: CompanyFilterCheck;
beforeAll(async () => {
  check = await companyFilterCheck();
});

const problems = (text: string) => check.check(text).map((f) => f.table);

describe('company filter check (docs/citus.md)', () => {
  it('classifies every table of the schema: company, child or global', () => {
    const classes = classifyTables();
    expect(classes.get('sales')).toEqual({ kind: 'company', column: 'company_id' });
    expect(classes.get('companies')).toEqual({ kind: 'company', column: 'id' });
    expect(classes.get('currencies')?.kind).toBe('global');
    expect(classes.get('auth_tokens')?.kind).toBe('global');
    const lines = classes.get('sale_lines');
    expect(lines?.kind).toBe('child');
    expect(lines?.kind === 'child' && lines.parents.get('sale_id')).toBe('sales');
  });

  it('passes a direct company_id equality, = any and in, drizzle-quoted or aliased', () => {
    expect(problems('select "id" from "products" where ("products"."company_id" = $1 and "products"."is_active" = $2)')).toEqual([]);
    expect(problems('select id from sales s where s.company_id = any($1::int[])')).toEqual([]);
    expect(problems('select id from sales where company_id in (1, 2) and id = $1')).toEqual([]);
    expect(problems('select name from companies where id = $1')).toEqual([]);
  });

  it('fails a table read without its company, naming the table', () => {
    expect(problems('select id from sales where id = $1')).toEqual(['sales']);
    expect(problems('select id from sales s where s.company_id = $1 or s.id = $2')).toEqual(['sales']);
    // a condition between two columns of the same level is no filter
    expect(problems('select p.id from products p join places pl on pl.company_id = p.company_id')).toEqual(['products', 'places']);
  });

  it('passes a table joined on company_id to a filtered one, in either direction', () => {
    expect(problems('select s.id from sales s join places p on p.id = s.place_id and p.company_id = s.company_id where s.company_id = $1')).toEqual([]);
    expect(problems('select s.id from sales s join places p on p.company_id = s.company_id where p.company_id = $1')).toEqual([]);
    expect(problems('select s.id from sales s join places p using (company_id) where p.company_id = $1')).toEqual([]);
    expect(problems('select s.id from sales s join places p on p.id = s.place_id where s.company_id = $1')).toEqual(['places']);
  });

  it('checks subqueries, CTEs, set operations and lateral subqueries with the outer level in sight', () => {
    expect(problems('select id from sales s where s.company_id = $1 and exists (select 1 from debts d where d.sale_id = s.id)')).toEqual(['debts']);
    expect(problems('select id from sales s where s.company_id = $1 and exists (select 1 from debts d where d.company_id = s.company_id and d.sale_id = s.id)')).toEqual([]);
    expect(problems('with x as (select id from sales where company_id = $1) select * from x join sale_lines l on l.sale_id = x.id')).toEqual([]);
    expect(problems('with x as (select id from sales) select * from x')).toEqual(['sales']);
    expect(problems('select id from sales where company_id = $1 union all select id from bookings')).toEqual(['bookings']);
    expect(problems('select * from places p cross join lateral (select sum(amount) from balances b where b.company_id = p.company_id) t where p.company_id = $1')).toEqual([]);
    expect(problems('select * from places p where p.company_id = $1 and p.id in (select place_id from sales where id = $2)')).toEqual(['sales']);
  });

  it('passes a child joined to its filtered parent or chosen by the parent id, fails one scanned', () => {
    expect(problems('select l.* from sale_lines l join sales s on s.id = l.sale_id where s.company_id = $1')).toEqual([]);
    expect(problems('select l.* from sale_lines l join sales s on s.id = l.sale_id')).toEqual(['sale_lines', 'sales']);
    expect(problems('delete from transfer_lines where transfer_id = $1')).toEqual([]);
    expect(problems('select * from booking_lines where product_id = any($1::int[])')).toEqual(['booking_lines']);
    expect(problems('insert into sale_lines (sale_id, product_id) values ($1, $2)')).toEqual([]);
  });

  it('writes: INSERT names company_id, UPDATE and DELETE filter by it', () => {
    expect(problems('insert into "sales" ("id", "company_id", "place_id") values (default, $1, $2) returning "id"')).toEqual([]);
    expect(problems('insert into sales (place_id) values ($1)')).toEqual(['sales']);
    expect(problems('insert into sales (company_id, place_id) select company_id, id from places where id = $1')).toEqual(['places']);
    expect(problems('update balances set amount = amount + $1 where id = $2')).toEqual(['balances']);
    expect(problems('update balances set amount = amount + $1 where id = $2 and company_id = $3')).toEqual([]);
    expect(problems('update placements p set quantity = 0 from products pr where pr.id = p.product_id and p.company_id = $1')).toEqual(['products']);
    expect(problems('delete from bookings where company_id = $1 and id = $2')).toEqual([]);
  });

  it('ignores global tables and statements without tables; reports a text it cannot parse', () => {
    expect(problems('select e.id from auth_tokens t join employees e on e.id = t.employee_id where t.key_hash = $1')).toEqual([]);
    expect(problems('begin')).toEqual([]);
    expect(problems('select pg_advisory_xact_lock($1)')).toEqual([]);
    expect(check.check('select from where')[0].problem).toMatch(/not parsed/);
  });

  it('an allow entry takes its finding out, and one matching nothing is reported unused', () => {
    const allowed = [
      { table: 'sales', text: 'from sales where id', reason: 'test' },
      { table: 'places', text: 'never seen', reason: 'test' },
    ];
    const { findings, unused } = checkStatements(check, ['select id from sales where id = $1', 'select 1 from bookings'], allowed);
    expect(findings.map((f) => f.table)).toEqual(['bookings']);
    expect(unused.map((a) => a.table)).toEqual(['places']);
  });
});
