/**
 * Realization (SPEC.md section 7): sales at a till. POST sells and POST reject move stock and
 * money, so both run through idempotent(): the browser's sale key makes a retry answer the first sale.
 */
import {
  saleListQuery,
  saleCheckOut,
  saleOut,
  salePageOut,
  sellsPath,
  SELL_TO_CUSTOMER_VARIANTS,
  sellToCustomerBody,
  sellToCustomerPath,
  topSellBySizeOut,
  topSellOut,
  topSellProductsBySizePath,
  topSellProductsPath,
  topSellQuery,
} from '../../../src/domain/sale/contract';
import { customerPurchasesPath } from '../../../src/domain/customer/paths';
import {
  offlineDiscrepanciesPath,
  offlineDiscrepancyOut,
  offlineDiscrepancyPageOut,
  offlineDiscrepancyQuery,
  offlinePendingItemOut,
  offlinePendingOut,
  offlinePendingPageOut,
  offlinePendingPath,
  offlinePendingQuery,
  offlineSaleCreateBody,
  offlineSaleOut,
} from '../../../src/domain/sale/offline';
import { getRoute, listRoute, moduleRoutes, stepRoute } from '../../http/routes';
import * as z from 'zod';
import { callerOf } from '../../auth/access';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idParams } from '../../http/params';
import type { Db } from '../../db/connect';
import { createSale, getSale, listSales, rejectSale, saleCheck, topSellBySize, topSellProducts } from './service';
import {
  approveOfflinePending,
  listOfflineDiscrepancies,
  listOfflinePending,
  offlineSale,
  rejectOfflinePending,
  resolveOfflineDiscrepancy,
  onlineSaleOrKnown,
} from './offline';

/** POST sells/: an online sale, or (with `offline`) a sale the till made while the server could not be reached. */
const sellBody = offlineSaleCreateBody.partial({ offline: true });

/** `reportDb`: where the dashboard's charts (top sold products) read: a read replica when there is one. */
export const saleRoutes = moduleRoutes((r, db, reportDb: Db = db) => {

  r.post(
    sellsPath,
    { config: { permission: 'sale.create' }, schema: { body: sellBody, response: { 201: z.union([offlineSaleOut, saleOut]), 202: offlinePendingOut } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const { offline, ...body } = request.body;
      if (offline) {
        const answer = await offlineSale(db, caller, { ...body, offline }, typeof key === 'string' ? key : undefined);
        reply.code(answer.status);
        if (answer.replayed) reply.header('idempotency-replayed', 'true');
        return answer.body;
      }
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const answer = await onlineSaleOrKnown(db, caller, idempotencyKey, () =>
        idempotent(db, request, reply, 201, (tx) => createSale(tx, caller, body, undefined, { idempotencyKey }), 'hot'),
      );
      if ('known' in answer) {
        reply.code(201).header('idempotency-replayed', 'true');
        return answer.known;
      }
      return answer.sale;
    },
  );
  // SPEC.md 7: the three sales to a customer by how the balance pays; the same sale as POST sells/
  for (const variant of SELL_TO_CUSTOMER_VARIANTS) {
    r.post(sellToCustomerPath(variant), { config: { permission: 'sale.create' }, schema: { body: sellToCustomerBody(variant), response: { 201: saleOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 201, (tx) => createSale(tx, callerOf(request), request.body), 'hot'),
    );
  }
  r.get(sellsPath, { config: { permission: 'sale.read' }, schema: { querystring: saleListQuery, response: { 200: salePageOut } } }, async (request) => listAnswer(request, await listSales(db, callerOf(request), request.query)),
  );
  // SPEC.md 7 customer_purchases: a customer's sales, all dates unless given (the customer page's purchases tab)
  r.get(
    customerPurchasesPath,
    { config: { permission: 'customer.read' }, schema: { querystring: saleListQuery.required({ customer: true }), response: { 200: salePageOut } } },
    async (request) => listAnswer(request, await listSales(db, callerOf(request), request.query)),
  );
  getRoute(r, db, `${sellsPath}:id/`, 'sale.read', saleOut, getSale);
  // SPEC.md 3 'Check': the receipt of a sale (the check screens and the sale info read it)
  getRoute(r, db, `${sellsPath}:id/check/`, 'sale.read', saleCheckOut, saleCheck);
  r.get(topSellProductsPath, { config: { permission: 'sale.read' }, schema: { querystring: topSellQuery, response: { 200: topSellOut } } }, async (request) =>
    topSellProducts(reportDb, callerOf(request), request.query),
  );
  r.get(
    `${topSellProductsBySizePath}:id/`,
    { config: { permission: 'sale.read' }, schema: { params: idParams, querystring: topSellQuery.omit({ limit: true }), response: { 200: topSellBySizeOut } } },
    async (request) => topSellBySize(reportDb, callerOf(request), request.params.id, request.query),
  );
  stepRoute(r, db, `${sellsPath}:id/reject/`, 'sale.reject', saleOut, rejectSale);

  // the offline sales' review (managers): what arrived unlike the server's view, and what waits
  listRoute(r, db, offlineDiscrepanciesPath, 'sale.offline_review', offlineDiscrepancyQuery, offlineDiscrepancyPageOut, listOfflineDiscrepancies);
  stepRoute(r, db, `${offlineDiscrepanciesPath}:id/resolve/`, 'sale.offline_review', offlineDiscrepancyOut, resolveOfflineDiscrepancy);
  listRoute(r, db, offlinePendingPath, 'sale.offline_review', offlinePendingQuery, offlinePendingPageOut, listOfflinePending);
  stepRoute(r, db, `${offlinePendingPath}:id/approve/`, 'sale.offline_review', offlineSaleOut, approveOfflinePending);
  stepRoute(r, db, `${offlinePendingPath}:id/reject/`, 'sale.offline_review', offlinePendingItemOut, rejectOfflinePending);
});
