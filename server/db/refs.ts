/**
 * A reference's display name read beside a record: a scalar subquery on the referenced row's primary key.
 * A record's query names what it shows of its references (`placeName: nameOf(places, sales.placeId)`)
 * instead of each query joining the same tables (inner for a required reference, left for an optional
 * one) and each answer then reading the joined columns. The name's type follows the reference: a
 * nullable column (an optional reference) gives `string | null`.
 *
 * Drizzle writes a one-table select's columns without their table ("place_id"), and inside a subquery an
 * unqualified name is looked up in the subquery's table first: both sides are therefore written here in
 * full (`ref`."id" = "sales"."place_id"), whatever the query around them.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { employees } from './schema';

type Named = PgTable & { id: AnyPgColumn; name: AnyPgColumn };
type NameOf<C extends AnyPgColumn> = SQL<C['_']['notNull'] extends true ? string : string | null>;

/** `"table"."column"`, whatever the query it stands in. */
const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const ref = (column: AnyPgColumn): SQL => sql`"ref".${sql.identifier(column.name)}`;

/**
 * The referenced row of the same company: `"ref"."company_id"` equal to the record's own company_id, or to
 * `companyId` for a record without one (a document's line). A distributed database finds the row on the
 * company's own node only so (docs/citus.md); a global table (currencies, employees) needs neither.
 */
function sameCompany(table: PgTable, id: AnyPgColumn, companyId?: number): SQL {
  const refCompany = (table as PgTable & { companyId?: AnyPgColumn }).companyId;
  if (!refCompany) return sql``;
  if (companyId !== undefined) return sql` and ${ref(refCompany)} = ${companyId}`;
  const ownCompany = (id.table as PgTable & { companyId?: AnyPgColumn }).companyId;
  if (!ownCompany) throw new Error(`nameOf(${getTableName(table)}, ${getTableName(id.table)}.${id.name}): the record has no company_id, say the company`);
  return sql` and ${ref(refCompany)} = ${qualified(ownCompany)}`;
}

export function nameOf<C extends AnyPgColumn>(table: Named, id: C, companyId?: number): NameOf<C> {
  return sql`(select ${ref(table.name)} from ${table} "ref" where ${ref(table.id)} = ${qualified(id)}${sameCompany(table, id, companyId)})` as NameOf<C>;
}

/** An employee as the lists show one: the name, or the username where the name is empty. */
export function employeeNameOf<C extends AnyPgColumn>(id: C): NameOf<C> {
  return sql`(select coalesce(nullif(${ref(employees.name)}, ''), ${ref(employees.username)}) from ${employees} "ref" where ${ref(employees.id)} = ${qualified(id)})` as NameOf<C>;
}
