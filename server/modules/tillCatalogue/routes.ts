/**
 * The till's copy of its place's catalogue (src/domain/sale/offline.ts): GET till_catalogue/, the
 * changes since a cursor in pages. Whoever may sell may read it, at their own places.
 */
import { tillCatalogueOut, tillCataloguePath, tillCatalogueQuery } from '../../../src/domain/sale/offline';
import { callerOf } from '../../auth/access';
import { gzipLargeAnswer } from '../../http/compress';
import { moduleRoutes } from '../../http/routes';
import { tillCatalogue } from './service';

export const tillCatalogueRoutes = moduleRoutes((r, db) => {
  r.get(
    tillCataloguePath,
    // a first fill is megabytes of JSON: gzipped for the shop's network (server/http/compress.ts)
    { config: { permission: 'sale.create' }, schema: { querystring: tillCatalogueQuery, response: { 200: tillCatalogueOut } }, onSend: gzipLargeAnswer },
    async (request) => tillCatalogue(db, callerOf(request), request.query),
  );
});
