/**
 * The till's copy of its place's catalogue (src/domain/sale/offline.ts): GET till_catalogue/, the
 * changes since a cursor in pages. Whoever may sell may read it, at their own places.
 */
import { tillCatalogueOut, tillCataloguePath, tillCatalogueQuery } from '../../../src/domain/sale/offline';
import { callerOf } from '../../auth/access';
import { moduleRoutes } from '../../http/routes';
import { tillCatalogue } from './service';

export const tillCatalogueRoutes = moduleRoutes((r, db) => {
  r.get(tillCataloguePath, { config: { permission: 'sale.create' }, schema: { querystring: tillCatalogueQuery, response: { 200: tillCatalogueOut } } }, async (request) =>
    tillCatalogue(db, callerOf(request), request.query),
  );
});
