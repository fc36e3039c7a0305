/**
 * Realization (SPEC.md section 7; issue 11): sales at a till. POST sells and POST reject move stock and
 * money, so both run through idempotent(): the browser's sale key makes a retry answer the first sale.
 */
import {
  saleCreateBody,
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
import { getRoute, moduleRoutes, stepRoute } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idParams } from '../../http/params';
import type { Db } from '../../db/connect';
import { createSale, getSale, listSales, rejectSale, saleCheck, topSellBySize, topSellProducts } from './service';

/** `reportDb`: where the dashboard's charts (top sold products) read: a read replica when there is one. */
export const saleRoutes = moduleRoutes((r, db, reportDb: Db = db) => {

  r.post(sellsPath, { config: { permission: 'sale.create' }, schema: { body: saleCreateBody, response: { 201: saleOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 201, (tx) => createSale(tx, callerOf(request), request.body), 'hot'),
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
});
