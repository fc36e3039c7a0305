/**
 * Stock API (docs/api/catalogue.md): placements (rows, all, Excel report), admin adjustments through the
 * ledger, vendor-code counts and the total count. Reads: every role; adjustments: admin.
 */
import * as z from 'zod';
import { idArray, idField } from '../../../src/domain/fields';
import { stockAdjustSchema } from '../../../src/domain/product/contract';
import {
  countByVendorCodePath,
  placementOut,
  placementPageOut,
  placementsPath,
  stockAdjustedOut,
  totalCountOut,
  totalCountPath,
  vendorCodePageOut,
} from '../../../src/domain/product/contract';
import { listRoute, moduleRoutes } from '../../http/routes';
import { XLSX_TYPE } from '../../http/xlsx';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { listQuery, page } from '../../http/list';
import { queryBool, queryIds } from '../../http/params';
import { parseBody } from '../product/validate';
import { adjustStock, allPlacements, countByVendorCode, listPlacements, placementsReport, totalCount } from './service';
import { todayUtc } from '../../../src/domain/period';

const placementQuery = listQuery.extend({
  product: queryIds,
  size: queryIds,
  place: queryIds,
  include_empty: queryBool.optional(),
});
const reportQuery = z.object({ product: queryIds, size: queryIds, place: queryIds, lang: z.enum(['en', 'ru']).optional() });
const placementsAllBody = z.object({
  products: idArray.optional(),
  places: idArray.optional(),
  sizes: idArray.optional(),
  size_type: idField.optional(),
  vendor_code: z.string().max(20, 'max_length').optional(),
  include_empty: z.boolean().optional(),
});
const countQuery = listQuery.extend({ places: queryIds, product_types: queryIds });
const totalCountBody = z.object({ places: idArray.optional(), product_types: idArray.optional() });

export const stockRoutes = moduleRoutes((r, db) => {

  // ---------------------------------------------------------------- stock
  listRoute(r, db, placementsPath, 'stock.read', placementQuery, placementPageOut, listPlacements);
  r.post(`${placementsPath}all/`, { config: { permission: 'stock.read' }, schema: { response: { 200: z.array(placementOut) }, body: placementsAllBody } }, async (request) => {
    const b = request.body;
    return allPlacements(db, callerOf(request), {
      product: b.products,
      place: b.places,
      size: b.sizes,
      size_type: b.size_type,
      vendor_code: b.vendor_code,
      include_empty: b.include_empty,
    });
  });
  r.get(`${placementsPath}report/`, { config: { permission: 'stock.read' }, schema: { querystring: reportQuery } }, async (request, reply) => {
    const q = request.query;
    const file = await placementsReport(db, callerOf(request), { product: q.product, size: q.size, place: q.place }, q.lang);
    const name = `placements-${todayUtc()}.xlsx`;
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
  r.post(`${placementsPath}adjust/`, { config: { permission: 'stock.adjust' }, schema: { response: { 200: stockAdjustedOut }, body: stockAdjustSchema } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => adjustStock(tx, callerOf(request), request.body)),
  );
  r.get(countByVendorCodePath, { config: { permission: 'stock.read' }, schema: { response: { 200: vendorCodePageOut }, querystring: countQuery } }, async (request) => {
    const q = request.query;
    const { count, results, totalUnits } = await countByVendorCode(db, callerOf(request), q);
    return { ...page(request, q, count, results), total_units: totalUnits };
  });
  // the body is optional (POST without one = all active places, all types)
  r.post(totalCountPath, { config: { permission: 'stock.read' }, schema: { response: { 200: totalCountOut } } }, async (request) =>
    totalCount(db, callerOf(request), parseBody(totalCountBody, request.body ?? {})),
  );
});
