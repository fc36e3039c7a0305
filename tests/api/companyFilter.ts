/**
 * Does every statement filter by company? (docs/citus.md). Each statement text is parsed with the real
 * PostgreSQL parser (libpg-query) and every table it touches (FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM,
 * USING, subqueries, CTEs) is classified from server/db/schema.ts:
 *
 * - company tables (a company_id column; `companies` itself by its id): filtered by a `company_id = x`,
 *   `= any(x)` or `in (...)` on that table, with x no column of another table of the same query level,
 *   or joined on company_id to a filtered table (or to a CTE or subquery, whose own body is checked);
 *   an INSERT names company_id among its columns;
 * - child tables (no company_id, a foreign key to a company table: a document's lines): joined on that
 *   key to their filtered parent, or chosen by the parent's id (`sale_id = $1`: the service read the
 *   parent under the company first). Citus needs company_id on them too: docs/citus.md, "to do";
 * - global tables (GLOBAL_TABLES): exempt.
 *
 * A condition counts only as a top-level AND term of a WHERE or a JOIN's ON: under OR or NOT it filters
 * nothing for certain.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { loadModule, parseSync } from 'libpg-query';
import * as schema from '../../server/db/schema';

/** Tables shared by all companies, with why (docs/citus.md: reference tables and coordinator tables). */
export const GLOBAL_TABLES: Record<string, string> = {
  currencies: 'ISO currencies, the same for every company: a reference table',
  employees: 'sign-in finds the account by username before any company is known: a reference table',
  employee_places: "an employee's places, read with the employee: a reference table like employees",
  auth_tokens: "every request finds its caller by the token's hash before any company is known: a reference table",
  login_failures: 'sign-in limits by username and address, before any company is known: a coordinator table',
  login_known_addresses: 'sign-in limits by username and address, before any company is known: a coordinator table',
};

/**
 * Statements left as they are for now, each with its reason; docs/citus.md lists them under "to do".
 * `table` is the table the check names; `text` a fragment of the statement's text.
 */
export interface AllowEntry {
  table: string;
  text: string;
  reason: string;
}
const PUBLIC_ORDER = 'from wholesale_orders o where o.public_token';
export const ALLOWED: AllowEntry[] = [
  // the customer's order details link carries only the order's random token, no company: one indexed
  // lookup on every node, on a page opened by hand (docs/citus.md); its lines are read within its company
  { table: 'wholesale_orders', text: PUBLIC_ORDER, reason: 'public order link: the token is the only key' },
  { table: 'company_currencies', text: PUBLIC_ORDER, reason: "the public order's base currency, read with the order's company_id" },
];

export type TableClass = { kind: 'company'; column: string } | { kind: 'child'; parents: Map<string, string> } | { kind: 'global' };

/** Every table of the schema with its class; a table none of the rules fit is an error (classify it). */
export function classifyTables(): Map<string, TableClass> {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));
  const byName = new Map(tables.map((t) => [t.name, t]));
  const classes = new Map<string, TableClass>();
  for (const t of tables) {
    if (GLOBAL_TABLES[t.name]) classes.set(t.name, { kind: 'global' });
    else if (t.name === 'companies') classes.set(t.name, { kind: 'company', column: 'id' });
    else if (t.columns.some((c) => c.name === 'company_id')) classes.set(t.name, { kind: 'company', column: 'company_id' });
  }
  for (const t of tables) {
    if (classes.has(t.name)) continue;
    // the owner is the first column that refers to a company table (a line's document: sale_lines.sale_id,
    // not its product_id)
    const refs = new Map<string, string>();
    for (const fk of t.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      if (classes.get(target)?.kind === 'company' && byName.has(target) && ref.columns.length === 1) refs.set(ref.columns[0].name, target);
    }
    const owner = t.columns.find((c) => refs.has(c.name));
    const parents = new Map(owner ? [[owner.name, refs.get(owner.name)!]] : []);
    if (!parents.size) throw new Error(`table ${t.name}: no company_id, no parent with one, not global: classify it in tests/api/companyFilter.ts and docs/citus.md`);
    classes.set(t.name, { kind: 'child', parents });
  }
  return classes;
}

/** The columns of every table (an unqualified column is found by them). */
function tableColumns(): Map<string, Set<string>> {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));
  return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

export interface Finding {
  statement: string;
  table: string;
  problem: string;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const strings = (fields: unknown): string[] => list(fields).map((f) => ((f.String as Node | undefined)?.sval as string | undefined) ?? '*');

interface Rel {
  name: string;
  /** the table, or null for a CTE, a subquery or a function */
  table: string | null;
  filtered: boolean;
  /** a child table chosen by its parent's id */
  byParentId?: boolean;
}

interface Scope {
  rels: Rel[];
  outer: Scope | null;
  ctes: Set<string>;
  terms: Node[];
}

export class CompanyFilterCheck {
  private readonly classes = classifyTables();
  private readonly columns = tableColumns();

  /** The problems of one statement text ([] when every table it touches is filtered). */
  check(text: string): Finding[] {
    const findings: Finding[] = [];
    let stmts: Node[];
    try {
      stmts = list((parseSync(text) as unknown as Node).stmts).map((s) => s.stmt as Node);
    } catch (err) {
      return [{ statement: text, table: '', problem: `not parsed: ${(err as Error).message}` }];
    }
    const report = (table: string, problem: string) => findings.push({ statement: text, table, problem });
    for (const stmt of stmts) this.statement(stmt, null, new Set(), report);
    return findings;
  }

  private statement(stmt: Node, outer: Scope | null, ctes: Set<string>, report: (table: string, problem: string) => void) {
    const [type, body] = Object.entries(stmt)[0] ?? [];
    if (!isNode(body)) return;
    if (type === 'SelectStmt' || type === 'InsertStmt' || type === 'UpdateStmt' || type === 'DeleteStmt') {
      this.query(type, body, outer, ctes, report);
      return;
    }
    // anything else (BEGIN, SET, LOCK ...) touches no company table, or is refused here
    for (const rel of this.rangeVars(body)) {
      if (this.classes.get(rel)?.kind !== 'global' && this.classes.has(rel)) report(rel, `${type} on a company's table`);
    }
  }

  private rangeVars(node: unknown, found: string[] = []): string[] {
    if (Array.isArray(node)) for (const n of node) this.rangeVars(n, found);
    else if (isNode(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'RangeVar' && isNode(v)) found.push(v.relname as string);
        else this.rangeVars(v, found);
      }
    }
    return found;
  }

  private query(type: string, q: Node, outer: Scope | null, outerCtes: Set<string>, report: (table: string, problem: string) => void) {
    const ctes = new Set(outerCtes);
    const withClause = q.withClause as Node | undefined;
    if (withClause) {
      const items = list(withClause.ctes).map((c) => c.CommonTableExpr as Node);
      // a recursive CTE names itself in its body
      if (withClause.recursive) for (const c of items) ctes.add(c.ctename as string);
      for (const c of items) {
        ctes.add(c.ctename as string);
        if (isNode(c.ctequery)) this.statement(c.ctequery, outer, ctes, report);
      }
    }
    if (type === 'SelectStmt' && q.op && q.op !== 'SETOP_NONE') {
      if (isNode(q.larg)) this.query('SelectStmt', q.larg, outer, ctes, report);
      if (isNode(q.rarg)) this.query('SelectStmt', q.rarg, outer, ctes, report);
      return;
    }
    const scope: Scope = { rels: [], outer, ctes, terms: [] };
    const nested: (() => void)[] = [];
    const target = type === 'SelectStmt' ? null : (q.relation as Node);
    if (target) scope.rels.push(this.rangeVar(target, ctes));
    for (const item of [...list(q.fromClause), ...list(q.usingClause)]) this.fromItem(item, scope, nested, report);
    this.terms(q.whereClause, scope.terms);

    if (type === 'InsertStmt' && target) {
      const rel = scope.rels[0];
      const cls = rel.table ? this.classes.get(rel.table) : undefined;
      const cols = list(q.cols).map((c) => (c.ResTarget as Node).name as string);
      if (cls?.kind === 'company') rel.filtered = cols.includes(cls.column);
      if (cls?.kind === 'child') {
        rel.filtered = cols.some((c) => cls.parents.has(c));
        rel.byParentId = true;
      }
      if (isNode(q.selectStmt)) this.statement(q.selectStmt, scope.outer, ctes, report);
      const conflict = q.onConflictClause as Node | undefined;
      // ON CONFLICT updates the row the new one collides with: the same company's (its key holds company_id)
      if (conflict) nested.push(() => this.expressions([conflict.targetList, conflict.whereClause], scope, report));
    }
    this.resolve(scope);
    const lateRels = scope.rels;
    // subqueries in the WHERE, the select list, SET, RETURNING ... see this level's tables as outer ones
    this.expressions([q.whereClause, q.targetList, q.havingClause, q.returningList, q.valuesLists, q.groupClause, q.sortClause], scope, report);
    for (const run of nested) run();
    for (const rel of lateRels) {
      if (!rel.table || rel.filtered) continue;
      const cls = this.classes.get(rel.table);
      if (!cls || cls.kind === 'global') continue;
      report(
        rel.table,
        cls.kind === 'company'
          ? type === 'InsertStmt' && rel === scope.rels[0]
            ? `inserted without ${cls.column}`
            : `${rel.name}: no ${cls.column} condition, nor a join on it to a filtered table`
          : `${rel.name}: neither joined on ${[...cls.parents.keys()].join('/')} to its filtered parent nor chosen by the parent's id`,
      );
    }
  }

  private rangeVar(node: Node, ctes: Set<string>): Rel {
    const name = node.relname as string;
    const alias = ((node.alias as Node | undefined)?.aliasname as string | undefined) ?? name;
    const isCte = !node.schemaname && ctes.has(name);
    return { name: alias, table: isCte ? null : name, filtered: false };
  }

  private fromItem(item: Node, scope: Scope, nested: (() => void)[], report: (table: string, problem: string) => void) {
    if (isNode(item.RangeVar)) scope.rels.push(this.rangeVar(item.RangeVar, scope.ctes));
    else if (isNode(item.JoinExpr)) {
      const j = item.JoinExpr;
      const before = scope.rels.length;
      if (isNode(j.larg)) this.fromItem(j.larg, scope, nested, report);
      const middle = scope.rels.length;
      if (isNode(j.rarg)) this.fromItem(j.rarg, scope, nested, report);
      this.terms(j.quals, scope.terms);
      if (isNode(j.quals)) nested.push(() => this.expressions([j.quals], scope, report));
      // JOIN ... USING (company_id): the two sides' company ids are equal
      const using = list(j.usingClause).map((u) => (u.String as Node).sval as string);
      if (using.includes('company_id')) {
        const left = scope.rels.slice(before, middle).find((r) => r.table && this.columns.get(r.table)?.has('company_id'));
        const right = scope.rels.slice(middle).find((r) => r.table && this.columns.get(r.table)?.has('company_id'));
        if (left && right) scope.terms.push(eq(column(left.name, 'company_id'), column(right.name, 'company_id')));
      }
    } else if (isNode(item.RangeSubselect)) {
      const s = item.RangeSubselect;
      const alias = ((s.alias as Node | undefined)?.aliasname as string | undefined) ?? '';
      // a LATERAL subquery sees the tables before it; any subquery's own tables are checked in it
      nested.push(() => this.statement(s.subquery as Node, scope, scope.ctes, report));
      scope.rels.push({ name: alias, table: null, filtered: true });
    } else if (isNode(item.RangeFunction)) {
      const f = item.RangeFunction;
      const alias = ((f.alias as Node | undefined)?.aliasname as string | undefined) ?? '';
      nested.push(() => this.expressions([f.functions], scope, report));
      scope.rels.push({ name: alias, table: null, filtered: true });
    }
  }

  /** The top-level AND terms of a condition. */
  private terms(node: unknown, out: Node[]) {
    if (!isNode(node)) return;
    const b = node.BoolExpr as Node | undefined;
    if (b && b.boolop === 'AND_EXPR') for (const arg of list(b.args)) this.terms(arg, out);
    else out.push(node);
  }

  /** Subqueries anywhere in these expressions: checked with this scope as their outer one. */
  private expressions(nodes: unknown[], scope: Scope, report: (table: string, problem: string) => void) {
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isNode(node)) {
        for (const [k, v] of Object.entries(node)) {
          if (k === 'SubLink' && isNode(v)) {
            walk(v.testexpr);
            if (isNode(v.subselect)) this.statement(v.subselect, scope, scope.ctes, report);
          } else if ((k === 'SelectStmt' || k === 'InsertStmt' || k === 'UpdateStmt' || k === 'DeleteStmt') && isNode(v)) {
            this.query(k, v, scope, scope.ctes, report);
          } else walk(v);
        }
      }
    };
    walk(nodes);
  }

  /** The relation a column reference names, in this scope or an outer one. */
  private find(ref: Node | undefined, scope: Scope): { rel: Rel; column: string; scope: Scope } | null {
    if (!ref) return null;
    const fields = strings(ref.fields);
    const column = fields[fields.length - 1];
    const qualifier = fields.length >= 2 ? fields[fields.length - 2] : null;
    for (let s: Scope | null = scope; s; s = s.outer) {
      const rel = qualifier
        ? s.rels.find((r) => r.name === qualifier)
        : (s.rels.filter((r) => r.table && this.columns.get(r.table)?.has(column)).length === 1
            ? s.rels.find((r) => r.table && this.columns.get(r.table)?.has(column))
            : undefined);
      if (rel) return { rel, column, scope: s };
    }
    return null;
  }

  /** Does this expression read a column of a table of this very level (other than through a subquery)? */
  private readsLevel(node: unknown, scope: Scope): boolean {
    if (Array.isArray(node)) return node.some((n) => this.readsLevel(n, scope));
    if (!isNode(node)) return false;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'SubLink') continue;
      if (k === 'ColumnRef' && isNode(v)) {
        const found = this.find(v, scope);
        if (found && found.scope === scope && found.rel.table) return true;
      } else if (this.readsLevel(v, scope)) return true;
    }
    return false;
  }

  /** Which relations of this level are filtered: direct conditions, then joins to filtered ones until nothing changes. */
  private resolve(scope: Scope) {
    const edges: [Rel, Rel | 'outer-filtered' | null][] = [];
    const distribution = (rel: Rel) => {
      const cls = rel.table ? this.classes.get(rel.table) : undefined;
      return cls?.kind === 'company' ? cls.column : null;
    };
    const parentOf = (rel: Rel, column: string) => {
      const cls = rel.table ? this.classes.get(rel.table) : undefined;
      return cls?.kind === 'child' ? cls.parents.get(column) : undefined;
    };
    for (const term of scope.terms) {
      const sides: [unknown, unknown][] = [];
      const a = term.A_Expr as Node | undefined;
      const op = a ? strings(a.name)[0] : '';
      if (a && op === '=' && (a.kind === 'AEXPR_OP' || a.kind === 'AEXPR_OP_ANY' || a.kind === 'AEXPR_IN')) {
        sides.push([a.lexpr, a.rexpr]);
        if (a.kind === 'AEXPR_OP') sides.push([a.rexpr, a.lexpr]);
      }
      const sub = term.SubLink as Node | undefined;
      if (sub && sub.subLinkType === 'ANY_SUBLINK') sides.push([sub.testexpr, null]);
      for (const [colSide, other] of sides) {
        const ref = isNode(colSide) ? (colSide.ColumnRef as Node | undefined) : undefined;
        const found = this.find(ref, scope);
        if (!found || found.scope !== scope || !found.rel.table) continue;
        const { rel, column } = found;
        const isDistribution = distribution(rel) === column;
        const parent = parentOf(rel, column);
        if (!isDistribution && !parent) continue;
        const otherRef = isNode(other) ? (other.ColumnRef as Node | undefined) : undefined;
        const target = this.find(otherRef, scope);
        if (target) {
          if (target.scope !== scope) {
            // an outer level's column: filtered if that table is (the outer level is resolved first)
            if (isDistribution && (target.rel.filtered || !target.rel.table) && (distribution(target.rel) === target.column || !target.rel.table)) rel.filtered = true;
            if (parent && (target.rel.filtered || !target.rel.table)) rel.filtered = rel.byParentId = true;
            continue;
          }
          if (isDistribution && (!target.rel.table || distribution(target.rel) === target.column)) edges.push([rel, target.rel.table ? target.rel : null]);
          // a child joined on its key to its parent's id (or to a CTE's or subquery's column)
          if (parent && (!target.rel.table || (target.rel.table === parent && target.column === 'id'))) edges.push([rel, target.rel.table ? target.rel : null]);
          continue;
        }
        if (other !== null && this.readsLevel(other, scope)) continue;
        rel.filtered = true;
        if (parent) rel.byParentId = true;
      }
    }
    for (const [rel, to] of edges) if (to === null) rel.filtered = true;
    let changed = true;
    while (changed) {
      changed = false;
      for (const [a, b] of edges) {
        if (!b || b === 'outer-filtered') continue;
        const aChild = this.classes.get(a.table ?? '')?.kind === 'child';
        if (b.filtered && !a.filtered) {
          a.filtered = changed = true;
        } else if (a.filtered && !b.filtered && !aChild) {
          // company_id = company_id holds both ways; a child's filter says nothing about its parent
          b.filtered = changed = true;
        }
      }
    }
  }
}

let ready: Promise<void> | null = null;
/** The parser's WebAssembly, loaded once. */
export async function companyFilterCheck(): Promise<CompanyFilterCheck> {
  ready ??= loadModule();
  await ready;
  return new CompanyFilterCheck();
}

/** The findings over many statement texts, less the allowed ones; `unused` are allow entries no finding matched. */
export function checkStatements(check: CompanyFilterCheck, texts: Iterable<string>, allowed: AllowEntry[] = ALLOWED) {
  const used = new Set<AllowEntry>();
  const findings: Finding[] = [];
  for (const text of texts) {
    for (const f of check.check(text)) {
      const entry = allowed.find((a) => a.table === f.table && f.statement.includes(a.text));
      if (entry) used.add(entry);
      else findings.push(f);
    }
  }
  return { findings, unused: allowed.filter((a) => !used.has(a)) };
}

/** The distinct texts of a statement log directory (server/db/statementLog.ts). */
export async function readStatementLog(dir: string): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.jsonl')) continue;
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) if (line) texts.add(JSON.parse(line) as string);
  }
  return texts;
}

export function describe(findings: Finding[]): string {
  return findings.map((f) => `- ${f.table}: ${f.problem}\n    ${f.statement.replace(/\s+/g, ' ').slice(0, 400)}`).join('\n');
}

function column(rel: string, name: string): Node {
  return { ColumnRef: { fields: [{ String: { sval: rel } }, { String: { sval: name } }] } };
}
function eq(l: Node, r: Node): Node {
  return { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: l, rexpr: r } };
}
