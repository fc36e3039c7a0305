import { barcodeOut, barcodePageOut, barcodesPath, scanOut } from '../../../src/domain/product/contract';
import { barcodeScanSchema, barcodeSchema } from '../../../src/domain/product/contract';
import { listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { visibleTo } from '../../auth/scope';
import { listQuery } from '../../http/list';
import { idParams, queryId } from '../../http/params';
import { createBarcode, deleteBarcode, listBarcodes, scanBarcode } from './service';

const barcodeListQuery = listQuery.extend({ product: queryId, size: queryId });

/** Barcodes: reads and scans by every role; creating and deleting by admin. */
export const barcodeRoutes = moduleRoutes((r, db) => {
  // a role without product.cost.read never receives a cost (server/auth/scope.ts)
  r.addHook('preSerialization', async (request, _reply, payload) => visibleTo(request.caller, payload));

  listRoute(r, db, barcodesPath, 'catalogue.read', barcodeListQuery, barcodePageOut, listBarcodes);
  r.post(barcodesPath, { config: { permission: 'barcode.write' }, schema: { response: { 201: barcodeOut }, body: barcodeSchema } }, async (request, reply) =>
    reply.code(201).send(await createBarcode(db, callerOf(request), request.body)),
  );
  r.delete(`${barcodesPath}:id/`, { config: { permission: 'barcode.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deleteBarcode(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  r.post(`${barcodesPath}scan/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: scanOut }, body: barcodeScanSchema } }, async (request) =>
    scanBarcode(db, callerOf(request), request.body),
  );
});
