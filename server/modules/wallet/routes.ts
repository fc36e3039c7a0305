/**
 * Wallet routes: company balance (admin, manager), place balances (admin, manager: their
 * places), company <-> place transfers (admin) and wallets (admin).
 */
import {
  balancesOut,
  companyBalancePath,
  companyWithdrawPath,
  placeBalancesOut,
  placeBalancesPath,
  walletDetailOut,
  walletOut,
  walletPageOut,
  walletsPath,
} from '../../../src/domain/wallet/contract';
import * as z from 'zod';
import { balanceOperationSchema, placeBalanceOperationSchema, placeWithdrawSchema } from '../../../src/domain/company/contract';
import { walletSchema } from '../../../src/domain/wallet/contract';
import { getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { listQuery } from '../../http/list';
import { idempotent } from '../../http/idempotency';
import { idParams } from '../../http/params';
import {
  companyBalance,
  companyOperation,
  createWallet,
  listPlaceBalances,
  listWallets,
  placeBalance,
  transferPlace,
  walletDetail,
  walletOperation,
} from './service';

const movementsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

export const walletRoutes = moduleRoutes((r, db) => {

  // ---------------------------------------------------------------- company balance
  r.get(companyBalancePath, { config: { permission: 'company.balance.read' }, schema: { response: { 200: balancesOut } } }, async (request) => companyBalance(db, callerOf(request)));
  r.post(companyBalancePath, { config: { permission: 'company.balance.write' }, schema: { response: { 200: balancesOut }, body: balanceOperationSchema } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => companyOperation(tx, callerOf(request), request.body, 'replenish')),
  );
  r.post(companyWithdrawPath, { config: { permission: 'company.balance.write' }, schema: { response: { 200: balancesOut }, body: balanceOperationSchema } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => companyOperation(tx, callerOf(request), request.body, 'withdraw')),
  );

  // ---------------------------------------------------------------- place balances and transfers
  r.get(placeBalancesPath, { config: { permission: 'place.balance.read' }, schema: { response: { 200: z.array(placeBalancesOut) } } }, async (request) => listPlaceBalances(db, callerOf(request)));
  getRoute(r, db, `${placeBalancesPath}:id/balance/`, 'place.balance.read', balancesOut, placeBalance);
  r.post(
    `${placeBalancesPath}:id/balance/`,
    { config: { permission: 'money.transfer' }, schema: { response: { 200: balancesOut }, params: idParams, body: placeBalanceOperationSchema } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => transferPlace(tx, callerOf(request), request.params.id, request.body, 'to_place')),
  );
  r.post(
    `${placeBalancesPath}:id/balance/transfer/`,
    { config: { permission: 'money.transfer' }, schema: { response: { 200: balancesOut }, params: idParams, body: placeWithdrawSchema } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => transferPlace(tx, callerOf(request), request.params.id, request.body, 'from_place')),
  );

  // ---------------------------------------------------------------- wallets
  listRoute(r, db, walletsPath, 'wallet.read', listQuery, walletPageOut, listWallets);
  r.get(`${walletsPath}:id/`, { config: { permission: 'wallet.read' }, schema: { response: { 200: walletDetailOut }, params: idParams, querystring: movementsQuery } }, async (request) =>
    walletDetail(db, callerOf(request), request.params.id, request.query),
  );
  r.post(walletsPath, { config: { permission: 'wallet.write' }, schema: { response: { 201: walletOut }, body: walletSchema } }, async (request, reply) =>
    reply.code(201).send(await createWallet(db, callerOf(request), request.body.name)),
  );
  r.post(
    `${walletsPath}:id/replenish/`,
    { config: { permission: 'wallet.write' }, schema: { response: { 200: walletOut }, params: idParams, body: balanceOperationSchema } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => walletOperation(tx, callerOf(request), request.params.id, request.body, 'replenish')),
  );
  r.post(
    `${walletsPath}:id/withdraw/`,
    { config: { permission: 'wallet.write' }, schema: { response: { 200: walletOut }, params: idParams, body: balanceOperationSchema } },
    async (request, reply) => idempotent(db, request, reply, 200, (tx) => walletOperation(tx, callerOf(request), request.params.id, request.body, 'withdraw')),
  );
});
