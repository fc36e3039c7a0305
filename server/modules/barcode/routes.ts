import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { barcodeScanSchema, barcodeSchema } from '../../../src/domain/catalogue';
import { callerOf } from '../../auth/access';
import { visibleTo } from '../../auth/scope';
import type { Db } from '../../db/connect';
import { listQuery, page } from '../../http/list';
import { idParams, queryId } from '../../http/params';
import { createBarcode, deleteBarcode, listBarcodes, scanBarcode } from './service';

const barcodeListQuery = listQuery.extend({ product: queryId, size: queryId });

/** Barcodes: reads and scans by every role; creating and deleting by admin. */
export function barcodeRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // a role without product.cost.read never receives a cost (server/auth/scope.ts)
    app.addHook('preSerialization', async (request, _reply, payload) => visibleTo(request.caller, payload));

    r.get('/barcode/v1/barcodes/', { config: { permission: 'catalogue.read' }, schema: { querystring: barcodeListQuery } }, async (request) => {
      const { count, results } = await listBarcodes(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.post('/barcode/v1/barcodes/', { config: { permission: 'barcode.write' }, schema: { body: barcodeSchema } }, async (request, reply) =>
      reply.code(201).send(await createBarcode(db, callerOf(request), request.body)),
    );
    r.delete('/barcode/v1/barcodes/:id/', { config: { permission: 'barcode.write' }, schema: { params: idParams } }, async (request, reply) => {
      await deleteBarcode(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    });
    r.post('/barcode/v1/barcodes/scan/', { config: { permission: 'catalogue.read' }, schema: { body: barcodeScanSchema } }, async (request) =>
      scanBarcode(db, callerOf(request), request.body),
    );
  };
}
