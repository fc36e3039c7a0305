import { z } from 'zod';
import { placeOut, placePageOut, placesAllPath, placesPath } from '../../../src/domain/company/contract';
import { moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { listQuery, page } from '../../http/list';
import { idParams, queryBool, queryId, queryIdList } from '../../http/params';
import { allPlaces, getPlace, listPlaces } from './service';

const placeListQuery = listQuery.extend({
  is_active: queryBool.optional(),
  type: queryId,
  type__in: queryIdList.optional(),
  mine: queryBool.optional(),
});

export const companyRoutes = moduleRoutes((r, db) => {

  r.get(placesPath, { config: { permission: 'place.read' }, schema: { response: { 200: placePageOut }, querystring: placeListQuery } }, async (request) => {
    const q = request.query;
    const { count, results } = await listPlaces(db, callerOf(request), q);
    return page(request, q, count, results);
  });

  r.get(placesAllPath, { config: { permission: 'place.read' }, schema: { response: { 200: z.array(placeOut) } } }, async (request) => allPlaces(db, callerOf(request)));

  r.get(
    `${placesPath}:id/`,
    { config: { permission: 'place.read' }, schema: { response: { 200: placeOut }, params: idParams } },
    async (request) => getPlace(db, callerOf(request), request.params.id),
  );
});
