import * as z from 'zod';
import { companySettingsOut, companySettingsPatchSchema, companySettingsPath, placeOut, placePageOut, placesAllPath, placesPath } from '../../../src/domain/company/contract';
import { moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { listQuery, page } from '../../http/list';
import { idParams, queryBool, queryId, queryIdList } from '../../http/params';
import { allPlaces, getCompanySettings, getPlace, listPlaces, updateCompanySettings } from './service';

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

  // the caller's company's settings: the admin and the manager read them, the admin changes them
  r.get(companySettingsPath, { config: { permission: 'company.settings.read' }, schema: { response: { 200: companySettingsOut } } }, async (request) =>
    getCompanySettings(db, callerOf(request)),
  );
  r.patch(
    companySettingsPath,
    { config: { permission: 'company.settings.write' }, schema: { response: { 200: companySettingsOut }, body: companySettingsPatchSchema } },
    async (request) => updateCompanySettings(db, callerOf(request), request.body),
  );
});
