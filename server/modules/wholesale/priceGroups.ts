/**
 * Price groups (SPEC.md 2 '/price-group', admin): named groups of rules, each for a product
 * type or a product, a percent off the catalogue price or a fixed price (src/domain/wholesale/priceGroup.ts
 * applies them). A wholesale order chosen with a group prices its lines by it (orders.ts). DELETE of a
 * group deactivates it (its name is free again; orders keep it); DELETE of a rule removes it.
 * Reading the groups (list, one) is open to the order staff (order.read: they choose one for an order);
 * the rules and every change are admin's (priceGroup.write).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { money } from '../../../src/domain/money';
import {
  pageQuery,
} from '../../../src/domain/fields';
import {
  priceGroupBody,
  priceGroupOut,
  priceGroupPageOut,
  priceGroupQuery,
  priceGroupRuleBody,
  priceGroupRuleOut,
  priceGroupRulePageOut,
  priceGroupRulePatchBody,
  priceGroupsPath,
  type PriceGroupDto,
  type PriceGroupInput,
  type PriceGroupRuleDto,
  type PriceGroupRuleInput,
  type PriceGroupRulePatchInput,
} from '../../../src/domain/wholesale/contract';
import type { PriceGroupRule } from '../../../src/domain/wholesale/priceGroup';
import { getRoute, type TypedRouter } from '../../http/routes';
import { callerOf, type Caller } from '../../auth/access';
import type { Db, DbOrTx } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { inTransaction } from '../../db/transaction';
import { priceGroupRules, priceGroups, productTypes, products } from '../../db/schema';
import type { RowOf } from '../../db/rows';
import { sentColumns } from '../../db/sentColumns';
import { badRequest, conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage, page } from '../../http/list';
import { idAndChildParams, idParams } from '../../http/params';

type GroupRow = typeof priceGroups.$inferSelect;
const groupDto = (r: GroupRow, rules: number): PriceGroupDto => ({ id: r.id, name: r.name, is_active: r.isActive, rules_count: rules });
const rulesCount = sql<number>`(select count(*)::int from price_group_rules r where r.group_id = price_groups.id)`;

function duplicateName(err: unknown): never {
  if (isUniqueViolation(err, 'price_groups_company_name')) throw conflict('already_exists', 'name');
  throw err;
}

/** The company's group (404 otherwise); `active` also refuses a deactivated one (an order's choice: 400 on `field`). */
export async function ownPriceGroup(db: DbOrTx, caller: Caller, id: number, field?: string): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(priceGroups)
    .where(and(eq(priceGroups.id, id), eq(priceGroups.companyId, caller.companyId), ...(field ? [eq(priceGroups.isActive, true)] : [])));
  if (!row) throw field ? badRequest('invalid', field) : notFound();
  return row;
}

export async function listPriceGroups(db: Db, caller: Caller, q: { offset: number; limit: number; search?: string; is_active?: boolean }) {
  const where: SQL[] = [eq(priceGroups.companyId, caller.companyId), eq(priceGroups.isActive, q.is_active ?? true)];
  if (q.search) where.push(matchesSearch(priceGroups.name, q.search));
  const rows = db.select({ g: priceGroups, n: rulesCount }).from(priceGroups).$dynamic();
  const list = await orderedPage(db, priceGroups, rows, where, [asc(priceGroups.name), asc(priceGroups.id)], q);
  return { count: list.count, results: list.results.map((r) => groupDto(r.g, Number(r.n))) };
}

export async function getPriceGroup(db: DbOrTx, caller: Caller, id: number): Promise<PriceGroupDto> {
  const [row] = await db.select({ g: priceGroups, n: rulesCount }).from(priceGroups).where(and(eq(priceGroups.id, id), eq(priceGroups.companyId, caller.companyId)));
  if (!row) throw notFound();
  return groupDto(row.g, Number(row.n));
}

export async function createPriceGroup(db: Db, caller: Caller, input: PriceGroupInput): Promise<PriceGroupDto> {
  try {
    const [row] = await db.insert(priceGroups).values({ companyId: caller.companyId, name: input.name, isActive: input.is_active ?? true }).returning();
    return groupDto(row, 0);
  } catch (err) {
    duplicateName(err);
  }
}

export async function updatePriceGroup(db: Db, caller: Caller, id: number, input: Partial<PriceGroupInput>): Promise<PriceGroupDto> {
  try {
    return await inTransaction(db, async (tx) => {
      const set: Partial<typeof priceGroups.$inferInsert> = sentColumns(input, { name: 'name', is_active: 'isActive' });
      if (Object.keys(set).length) {
        const [row] = await tx.update(priceGroups).set(set).where(and(eq(priceGroups.id, id), eq(priceGroups.companyId, caller.companyId))).returning({ id: priceGroups.id });
        if (!row) throw notFound();
      }
      return getPriceGroup(tx, caller, id);
    });
  } catch (err) {
    duplicateName(err);
  }
}

export async function deactivatePriceGroup(db: Db, caller: Caller, id: number) {
  const [row] = await db.update(priceGroups).set({ isActive: false }).where(and(eq(priceGroups.id, id), eq(priceGroups.companyId, caller.companyId))).returning({ id: priceGroups.id });
  if (!row) throw notFound();
}

// ------------------------------------------------------------------------------------ rules

const ruleSelect = (db: DbOrTx, companyId: number) =>
  db
    .select({
      r: priceGroupRules,
      typeName: productTypes.name,
      productName: products.name,
      model: products.model,
      vendorCode: products.vendorCode,
    })
    .from(priceGroupRules)
    .leftJoin(productTypes, and(eq(productTypes.id, priceGroupRules.productTypeId), eq(productTypes.companyId, companyId)))
    .leftJoin(products, and(eq(products.id, priceGroupRules.productId), eq(products.companyId, companyId)));
type RuleRow = RowOf<typeof ruleSelect>;

const ruleDto = ({ r, typeName, productName, model, vendorCode }: RuleRow): PriceGroupRuleDto => ({
  id: r.id,
  product_type: r.productTypeId != null ? { id: r.productTypeId, name: typeName ?? '' } : null,
  product: r.productId != null ? { id: r.productId, name: productName ?? '', model: model ?? '', vendor_code: vendorCode ?? '' } : null,
  percent: r.percent != null ? money(r.percent).toFixed(2) : null,
  fixed_price: r.fixedPrice != null ? money(r.fixedPrice).toFixed(2) : null,
});

/** The rules of a group as the pricing function takes them. */
export async function priceGroupRulesOf(db: DbOrTx, groupId: number): Promise<PriceGroupRule[]> {
  const rows = await db.select().from(priceGroupRules).where(eq(priceGroupRules.groupId, groupId));
  return rows.map((r) => ({ product_type: r.productTypeId, product: r.productId, percent: r.percent, fixed_price: r.fixedPrice }));
}

export async function listPriceGroupRules(db: Db, caller: Caller, groupId: number, q: { offset: number; limit: number }) {
  await ownPriceGroup(db, caller, groupId);
  const order = [sql`${priceGroupRules.productId} is not null`, asc(productTypes.name), asc(products.vendorCode), asc(priceGroupRules.id)];
  const list = await orderedPage(db, priceGroupRules, ruleSelect(db, caller.companyId).$dynamic(), [eq(priceGroupRules.groupId, groupId)], order, q);
  return { count: list.count, results: list.results.map(ruleDto) };
}

async function getRule(db: DbOrTx, caller: Caller, groupId: number, ruleId: number): Promise<PriceGroupRuleDto> {
  const [row] = await ruleSelect(db, caller.companyId).where(and(eq(priceGroupRules.id, ruleId), eq(priceGroupRules.groupId, groupId)));
  if (!row) throw notFound();
  return ruleDto(row);
}

export async function getPriceGroupRule(db: Db, caller: Caller, groupId: number, ruleId: number) {
  await ownPriceGroup(db, caller, groupId);
  return getRule(db, caller, groupId, ruleId);
}

function duplicateRule(err: unknown, field: string): never {
  if (isUniqueViolation(err, 'price_group_rules_type') || isUniqueViolation(err, 'price_group_rules_product')) throw conflict('already_exists', field);
  throw err;
}

export async function createPriceGroupRule(db: Db, caller: Caller, groupId: number, input: PriceGroupRuleInput): Promise<PriceGroupRuleDto> {
  const field = input.product != null ? 'product' : 'product_type';
  try {
    return await inTransaction(db, async (tx) => {
      await ownPriceGroup(tx, caller, groupId);
      if (input.product != null) {
        const [p] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, input.product), eq(products.companyId, caller.companyId)));
        if (!p) throw badRequest('invalid', 'product');
      } else {
        const [pt] = await tx.select({ id: productTypes.id }).from(productTypes).where(and(eq(productTypes.id, input.product_type!), eq(productTypes.companyId, caller.companyId)));
        if (!pt) throw badRequest('invalid', 'product_type');
      }
      const [row] = await tx
        .insert(priceGroupRules)
        .values({
          groupId,
          productId: input.product ?? null,
          productTypeId: input.product != null ? null : input.product_type!,
          percent: input.percent ?? null,
          fixedPrice: input.percent != null ? null : input.fixed_price!,
        })
        .returning({ id: priceGroupRules.id });
      return getRule(tx, caller, groupId, row.id);
    });
  } catch (err) {
    duplicateRule(err, field);
  }
}

export async function updatePriceGroupRule(db: Db, caller: Caller, groupId: number, ruleId: number, input: PriceGroupRulePatchInput): Promise<PriceGroupRuleDto> {
  return inTransaction(db, async (tx) => {
    await ownPriceGroup(tx, caller, groupId);
    const [row] = await tx
      .update(priceGroupRules)
      .set({ percent: input.percent ?? null, fixedPrice: input.percent != null ? null : input.fixed_price! })
      .where(and(eq(priceGroupRules.id, ruleId), eq(priceGroupRules.groupId, groupId)))
      .returning({ id: priceGroupRules.id });
    if (!row) throw notFound();
    return getRule(tx, caller, groupId, ruleId);
  });
}

export async function deletePriceGroupRule(db: Db, caller: Caller, groupId: number, ruleId: number) {
  await ownPriceGroup(db, caller, groupId);
  const [row] = await db.delete(priceGroupRules).where(and(eq(priceGroupRules.id, ruleId), eq(priceGroupRules.groupId, groupId))).returning({ id: priceGroupRules.id });
  if (!row) throw notFound();
}

// ------------------------------------------------------------------------------------ routes

const ruleParams = idAndChildParams('ruleId');

/** /wholesale/v1/price_groups/ and {id}/rules/ (registered by wholesaleRoutes). */
export function registerPriceGroupRoutes(r: TypedRouter, db: Db) {
  const one = `${priceGroupsPath}:id/`;
  const rules = `${one}rules/`;
  r.get(priceGroupsPath, { config: { permission: 'order.read' }, schema: { querystring: priceGroupQuery, response: { 200: priceGroupPageOut } } }, async (request) => {
    const { count: n, results } = await listPriceGroups(db, callerOf(request), request.query);
    return page(request, request.query, n, results);
  });
  r.post(priceGroupsPath, { config: { permission: 'priceGroup.write' }, schema: { body: priceGroupBody, response: { 201: priceGroupOut } } }, async (request, reply) =>
    reply.code(201).send(await createPriceGroup(db, callerOf(request), request.body)),
  );
  getRoute(r, db, one, 'order.read', priceGroupOut, getPriceGroup);
  r.patch(one, { config: { permission: 'priceGroup.write' }, schema: { params: idParams, body: priceGroupBody.partial(), response: { 200: priceGroupOut } } }, async (request) =>
    updatePriceGroup(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(one, { config: { permission: 'priceGroup.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deactivatePriceGroup(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  r.get(rules, { config: { permission: 'priceGroup.write' }, schema: { params: idParams, querystring: pageQuery, response: { 200: priceGroupRulePageOut } } }, async (request) => {
    const { count: n, results } = await listPriceGroupRules(db, callerOf(request), request.params.id, request.query);
    return page(request, request.query, n, results);
  });
  r.post(rules, { config: { permission: 'priceGroup.write' }, schema: { params: idParams, body: priceGroupRuleBody, response: { 201: priceGroupRuleOut } } }, async (request, reply) =>
    reply.code(201).send(await createPriceGroupRule(db, callerOf(request), request.params.id, request.body)),
  );
  r.get(`${rules}:ruleId/`, { config: { permission: 'priceGroup.write' }, schema: { params: ruleParams, response: { 200: priceGroupRuleOut } } }, async (request) =>
    getPriceGroupRule(db, callerOf(request), request.params.id, request.params.ruleId),
  );
  r.patch(`${rules}:ruleId/`, { config: { permission: 'priceGroup.write' }, schema: { params: ruleParams, body: priceGroupRulePatchBody, response: { 200: priceGroupRuleOut } } }, async (request) =>
    updatePriceGroupRule(db, callerOf(request), request.params.id, request.params.ruleId, request.body),
  );
  r.delete(`${rules}:ruleId/`, { config: { permission: 'priceGroup.write' }, schema: { params: ruleParams } }, async (request, reply) => {
    await deletePriceGroupRule(db, callerOf(request), request.params.id, request.params.ruleId);
    return reply.code(204).send();
  });
}
