/**
 * Customers (SPEC.md section 7): list (search, active, approval), create, read, PATCH,
 * approve / reject (admin), DELETE (deactivate), and the balance operation (money moves: idempotent).
 */
import * as z from 'zod';
import {
  consigneeBody,
  consigneeOut,
  consigneePatchBody,
  coverageOut,
  customerBalanceBody,
  debtCoverBody,
  debtOut,
  customerCreateBody,
  customerListQuery,
  customerOut,
  customerSeenOut,
  customerSeenPageOut,
  customerPatchBody,
  customersPath,
  customerWalletsOut,
  customerWalletsPath,
} from '../../../src/domain/customer/contract';
import { moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { CUSTOMER_MONEY_FIELDS, visibleTo } from '../../auth/scope';
import { moneyOut, pageQuery, queryBool } from '../../../src/domain/fields';
import { idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idAndChildParams, idParams } from '../../http/params';
import {
  createConsignee,
  createCustomer,
  customerWallets,
  customerBalanceOperation,
  deleteConsignee,
  deleteCustomer,
  getCustomer,
  listConsignees,
  listCustomers,
  patchConsignee,
  patchCustomer,
  setApproval,
} from './service';
import { coverageHistory, coverDebt, coverOldDebt, listDebts } from './debts';

const consigneeParams = idAndChildParams('consigneeId');
const debtParams = idAndChildParams('debtId');
const debtListQuery = z.object({ all: queryBool.optional() });

export const customerRoutes = moduleRoutes((r, db) => {
  const one = `${customersPath}:id/`;

  r.get(customersPath, { config: { permission: 'customer.lookup' }, schema: { querystring: customerListQuery, response: { 200: customerSeenPageOut } } }, async (request) =>
    listAnswer(request, visibleTo(callerOf(request), await listCustomers(db, callerOf(request), request.query), CUSTOMER_MONEY_FIELDS)),
  );
  r.post(customersPath, { config: { permission: 'customer.create' }, schema: { body: customerCreateBody, response: { 201: customerOut } } }, async (request, reply) =>
    reply.code(201).send(await createCustomer(db, callerOf(request), request.body)),
  );
  r.get(one, { config: { permission: 'customer.lookup' }, schema: { params: idParams, response: { 200: customerSeenOut } } }, async (request) =>
    visibleTo(callerOf(request), await getCustomer(db, callerOf(request), request.params.id), CUSTOMER_MONEY_FIELDS),
  );
  r.patch(one, { config: { permission: 'customer.write' }, schema: { params: idParams, body: customerPatchBody, response: { 200: customerOut } } }, async (request) =>
    patchCustomer(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(one, { config: { permission: 'customer.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deleteCustomer(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(`${one}${action}/`, { config: { permission: 'customer.approve' }, schema: { params: idParams, response: { 200: customerOut } } }, async (request) =>
      setApproval(db, callerOf(request), request.params.id, status),
    );
  }
  // consignees (SPEC.md: GET and POST {id}/consignee/, PATCH and DELETE {id}/consignee/{consigneeId}/)
  r.get(`${one}consignee/`, { config: { permission: 'customer.read' }, schema: { params: idParams, response: { 200: z.array(consigneeOut) } } }, async (request) =>
    listConsignees(db, callerOf(request), request.params.id),
  );
  r.post(`${one}consignee/`, { config: { permission: 'customer.write' }, schema: { params: idParams, body: consigneeBody, response: { 201: consigneeOut } } }, async (request, reply) =>
    reply.code(201).send(await createConsignee(db, callerOf(request), request.params.id, request.body)),
  );
  r.patch(
    `${one}consignee/:consigneeId/`,
    { config: { permission: 'customer.write' }, schema: { params: consigneeParams, body: consigneePatchBody, response: { 200: consigneeOut } } },
    async (request) => patchConsignee(db, callerOf(request), request.params.id, request.params.consigneeId, request.body),
  );
  r.delete(`${one}consignee/:consigneeId/`, { config: { permission: 'customer.write' }, schema: { params: consigneeParams } }, async (request, reply) => {
    await deleteConsignee(db, callerOf(request), request.params.id, request.params.consigneeId);
    return reply.code(204).send();
  });
  // debts (SPEC.md: GET {id}/debts/, POST {id}/debts/{debtId}/cover/, GET .../coverage_history/, POST {id}/cover_old_debt/)
  r.get(`${one}debts/`, { config: { permission: 'customer.read' }, schema: { params: idParams, querystring: debtListQuery, response: { 200: z.array(debtOut) } } }, async (request) =>
    listDebts(db, callerOf(request), request.params.id, !!request.query.all),
  );
  r.post(
    `${one}debts/:debtId/cover/`,
    { config: { permission: 'customer.debt.cover' }, schema: { params: debtParams, body: debtCoverBody, response: { 200: debtOut } } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => coverDebt(tx, callerOf(request), request.params.id, request.params.debtId, request.body)),
  );
  r.get(
    `${one}debts/:debtId/coverage_history/`,
    { config: { permission: 'customer.read' }, schema: { params: debtParams, response: { 200: z.array(coverageOut) } } },
    async (request) => coverageHistory(db, callerOf(request), request.params.id, request.params.debtId),
  );
  r.get(`${one}old_debt_coverage_history/`, { config: { permission: 'customer.read' }, schema: { params: idParams, response: { 200: z.array(coverageOut) } } }, async (request) =>
    coverageHistory(db, callerOf(request), request.params.id, null),
  );
  r.post(
    `${one}cover_old_debt/`,
    { config: { permission: 'customer.debt.cover' }, schema: { params: idParams, body: debtCoverBody, response: { 200: z.object({ old_debt: moneyOut }) } } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => coverOldDebt(tx, callerOf(request), request.params.id, request.body)),
  );
  // SPEC.md 7: GET /customer_wallets/{id}/: the balance per currency and its journal
  r.get(
    `${customerWalletsPath}:id/`,
    { config: { permission: 'customer.read' }, schema: { params: idParams, querystring: pageQuery.pick({ offset: true, limit: true }), response: { 200: customerWalletsOut } } },
    async (request) => customerWallets(db, callerOf(request), request.params.id, request.query),
  );
  r.post(
    `${one}balance_replenish_withdraw/`,
    { config: { permission: 'customer.write' }, schema: { params: idParams, body: customerBalanceBody, response: { 200: customerOut } } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => customerBalanceOperation(tx, callerOf(request), request.params.id, request.body)),
  );
});
