/**
 * Company routes of money: place types, place type rates, place writes, place currencies, company
 * currency rates and the currency converter. Reads of places and place currencies: every role; the
 * reads of place types and rates too (pricing needs them); every write: admin.
 */
import * as z from 'zod';
import {
  placeCreatedOut,
  placeCurrenciesPath,
  placeCurrencyOut,
  placeOut,
  placesPath,
  placeTypeCreatedOut,
  placeTypeOut,
  placeTypePageOut,
  placeTypeRateOut,
  placeTypeRatePageOut,
  placeTypeRatesPath,
  placeTypesPath,
} from '../../../src/domain/company/contract';
import { placeCreateSchema, placeTypeCreateSchema, placeCurrencyPatchSchema, placeCurrencySchema, placePatchSchema, placeSchema, placeTypeRatePatchSchema, placeTypeRateSchema, placeTypeSchema } from '../../../src/domain/company/contract';
import { getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { listQuery } from '../../http/list';
import { idParams, queryId } from '../../http/params';
import {
  createPlace,
  createPlaceCurrency,
  deletePlace,
  deletePlaceCurrency,
  getPlaceCurrency,
  listPlaceCurrencies,
  updatePlace,
  updatePlaceCurrency,
} from './placeWrites';
import {
  createPlaceType,
  createPlaceTypeRate,
  deletePlaceType,
  deletePlaceTypeRate,
  getPlaceType,
  getPlaceTypeRate,
  listPlaceTypeRates,
  listPlaceTypes,
  updatePlaceType,
  updatePlaceTypeRate,
} from './placeTypes';

const rateListQuery = listQuery.extend({ place_type: queryId });

export const companyMoneyRoutes = moduleRoutes((r, db) => {

  // ---------------------------------------------------------------- place types
  listRoute(r, db, placeTypesPath, 'place.read', listQuery, placeTypePageOut, listPlaceTypes);
  getRoute(r, db, `${placeTypesPath}:id/`, 'place.read', placeTypeOut, getPlaceType);
  r.post(placeTypesPath, { config: { permission: 'placeType.write' }, schema: { response: { 201: placeTypeCreatedOut }, body: placeTypeCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await createPlaceType(db, callerOf(request), request.body)),
  );
  for (const method of ['put', 'patch'] as const) {
    r[method](`${placeTypesPath}:id/`, { config: { permission: 'placeType.write' }, schema: { response: { 200: placeTypeOut }, params: idParams, body: placeTypeSchema } }, async (request) =>
      updatePlaceType(db, callerOf(request), request.params.id, request.body.name),
    );
  }
  r.delete(`${placeTypesPath}:id/`, { config: { permission: 'placeType.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deletePlaceType(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- place type rates
  listRoute(r, db, placeTypeRatesPath, 'place.read', rateListQuery, placeTypeRatePageOut, listPlaceTypeRates);
  getRoute(r, db, `${placeTypeRatesPath}:id/`, 'place.read', placeTypeRateOut, getPlaceTypeRate);
  r.post(placeTypeRatesPath, { config: { permission: 'placeType.write' }, schema: { response: { 201: placeTypeRateOut }, body: placeTypeRateSchema } }, async (request, reply) =>
    reply.code(201).send(await createPlaceTypeRate(db, callerOf(request), request.body)),
  );
  for (const method of ['put', 'patch'] as const) {
    r[method](
      `${placeTypeRatesPath}:id/`,
      { config: { permission: 'placeType.write' }, schema: { response: { 200: placeTypeRateOut }, params: idParams, body: placeTypeRatePatchSchema } },
      async (request) => updatePlaceTypeRate(db, callerOf(request), request.params.id, request.body.rate),
    );
  }
  r.delete(`${placeTypeRatesPath}:id/`, { config: { permission: 'placeType.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deletePlaceTypeRate(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- places (writes) and their currencies
  r.post(placesPath, { config: { permission: 'place.write' }, schema: { response: { 201: placeCreatedOut }, body: placeCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await createPlace(db, callerOf(request), request.body)),
  );
  r.put(`${placesPath}:id/`, { config: { permission: 'place.write' }, schema: { response: { 200: placeOut }, params: idParams, body: placeSchema } }, async (request) =>
    updatePlace(db, callerOf(request), request.params.id, request.body),
  );
  r.patch(`${placesPath}:id/`, { config: { permission: 'place.write' }, schema: { response: { 200: placeOut }, params: idParams, body: placePatchSchema } }, async (request) =>
    updatePlace(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(`${placesPath}:id/`, { config: { permission: 'place.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deletePlace(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  r.get(`${placesPath}:id/currencies/`, { config: { permission: 'place.read' }, schema: { response: { 200: z.array(placeCurrencyOut) }, params: idParams } }, async (request) =>
    listPlaceCurrencies(db, callerOf(request), request.params.id),
  );

  getRoute(r, db, `${placeCurrenciesPath}:id/`, 'place.write', placeCurrencyOut, getPlaceCurrency);
  r.post(placeCurrenciesPath, { config: { permission: 'place.write' }, schema: { response: { 201: placeCurrencyOut }, body: placeCurrencySchema } }, async (request, reply) =>
    reply.code(201).send(await createPlaceCurrency(db, callerOf(request), request.body)),
  );
  r.patch(
    `${placeCurrenciesPath}:id/`,
    { config: { permission: 'place.write' }, schema: { response: { 200: placeCurrencyOut }, params: idParams, body: placeCurrencyPatchSchema } },
    async (request) => updatePlaceCurrency(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(`${placeCurrenciesPath}:id/`, { config: { permission: 'place.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deletePlaceCurrency(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

});
