/**
 * Wallet routes (issue 4): company balance (admin, manager), place balances (admin, manager: their
 * places), company <-> place transfers (admin) and wallets (admin).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceOperationSchema, placeBalanceOperationSchema, placeWithdrawSchema, walletSchema } from '../../../src/domain/currency';
import { ADMIN, ADMIN_MANAGER } from '../../../src/domain/roles';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { listQuery, page } from '../../http/list';
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

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const movementsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

export function walletRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ---------------------------------------------------------------- company balance
    r.get('/wallet/v1/balance/', { config: { roles: ADMIN_MANAGER } }, async (request) => companyBalance(db, callerOf(request)));
    r.post('/wallet/v1/balance/', { config: { roles: ADMIN_MANAGER }, schema: { body: balanceOperationSchema } }, async (request) =>
      companyOperation(db, callerOf(request), request.body, 'replenish'),
    );
    r.post('/wallet/v1/withdraw/', { config: { roles: ADMIN_MANAGER }, schema: { body: balanceOperationSchema } }, async (request) =>
      companyOperation(db, callerOf(request), request.body, 'withdraw'),
    );

    // ---------------------------------------------------------------- place balances and transfers
    r.get('/wallet/v1/place/', { config: { roles: ADMIN_MANAGER } }, async (request) => listPlaceBalances(db, callerOf(request)));
    r.get('/wallet/v1/place/:id/balance/', { config: { roles: ADMIN_MANAGER }, schema: { params: idParams } }, async (request) =>
      placeBalance(db, callerOf(request), request.params.id),
    );
    r.post(
      '/wallet/v1/place/:id/balance/',
      { config: { roles: ADMIN }, schema: { params: idParams, body: placeBalanceOperationSchema } },
      async (request) => transferPlace(db, callerOf(request), request.params.id, request.body, 'to_place'),
    );
    r.post(
      '/wallet/v1/place/:id/balance/transfer/',
      { config: { roles: ADMIN }, schema: { params: idParams, body: placeWithdrawSchema } },
      async (request) => transferPlace(db, callerOf(request), request.params.id, request.body, 'from_place'),
    );

    // ---------------------------------------------------------------- wallets
    r.get('/wallet/v1/wallets/', { config: { roles: ADMIN }, schema: { querystring: listQuery } }, async (request) => {
      const { count, results } = await listWallets(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.get('/wallet/v1/wallets/:id/', { config: { roles: ADMIN }, schema: { params: idParams, querystring: movementsQuery } }, async (request) =>
      walletDetail(db, callerOf(request), request.params.id, request.query),
    );
    r.post('/wallet/v1/wallets/', { config: { roles: ADMIN }, schema: { body: walletSchema } }, async (request, reply) =>
      reply.code(201).send(await createWallet(db, callerOf(request), request.body.name)),
    );
    r.post(
      '/wallet/v1/wallets/:id/replenish/',
      { config: { roles: ADMIN }, schema: { params: idParams, body: balanceOperationSchema } },
      async (request) => walletOperation(db, callerOf(request), request.params.id, request.body, 'replenish'),
    );
    r.post(
      '/wallet/v1/wallets/:id/withdraw/',
      { config: { roles: ADMIN }, schema: { params: idParams, body: balanceOperationSchema } },
      async (request) => walletOperation(db, callerOf(request), request.params.id, request.body, 'withdraw'),
    );
  };
}
