import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLES } from '../../../src/domain/roles';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { idList, listQuery, page, queryBool } from '../../http/list';
import { allPlaces, getPlace, listPlaces } from './service';

const placeListQuery = listQuery.extend({
  is_active: queryBool.optional(),
  type: z.coerce.number().int().positive().optional(),
  type__in: idList.optional(),
  mine: queryBool.optional(),
});

export function companyRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/company/v1/places/', { config: { roles: ALL_ROLES }, schema: { querystring: placeListQuery } }, async (request) => {
      const q = request.query;
      const { count, results } = await listPlaces(db, callerOf(request), q);
      return page(request, q, count, results);
    });

    r.get('/company/v1/places/all/', { config: { roles: ALL_ROLES } }, async (request) => allPlaces(db, callerOf(request)));

    r.get(
      '/company/v1/places/:id/',
      { config: { roles: ALL_ROLES }, schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request) => getPlace(db, callerOf(request), request.params.id),
    );
  };
}
