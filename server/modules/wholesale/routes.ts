/**
 * Wholesale (SPEC.md 7 'Orders', 'tissues'): orders (read by admin, manager and the client
 * manager; the same roles process them), the customer's public details table (by token, no sign-in),
 * the six reference tables through one generic route set, and tissues (admin).
 */
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  WHOLESALE_DICTIONARIES,
  detailsTokenParams,
  orderCompleteBody,
  orderCreateBody,
  orderDetailsTableOut,
  orderDetailsTablePath,
  orderLineOut,
  orderLinePatchBody,
  orderListQuery,
  orderOut,
  orderPatchBody,
  orderPageOut,
  orderProductSizesOut,
  ordersPath,
  tissueBody,
  tissueListQuery,
  tissueOut,
  tissuePageOut,
  tissuesPath,
  wholesaleDictionaryBody,
  wholesaleDictionaryOut,
  wholesaleDictionaryPageOut,
  wholesaleDictionaryPath,
  wholesaleDictionaryQuery,
} from '../../../src/domain/wholesale/contract';
import { createRoute, getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { badRequest } from '../../errors';
import { idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idAndChildParams, idParams } from '../../http/params';
import { parseBody } from '../product/validate';
import { readMultipart, withStoredFiles, type ImageFile } from '../upload/storage';
import { createDictionaryItem, deactivateDictionaryItem, getDictionaryItem, listDictionary, updateDictionaryItem } from './dictionaries';
import { completeOrder, createOrder, exportOrder, getOrder, listOrders, moveOrder, orderDetailsTable, orderLine, orderLines, orderProductsWithSizes, patchOrder, patchOrderLine } from './orders';
import { registerPriceGroupRoutes } from './priceGroups';
import { createTissue, deactivateTissue, getTissue, listTissues, patchTissue } from './tissues';

const lineParams = idAndChildParams('productId');
const exportQuery = z.object({ lang: z.enum(['en', 'ru'], { error: 'invalid' }).optional() });

/** A JSON body, or a multipart form with the image in `fabric_sample_image` (SPEC.md 7). */
async function readTissueForm(request: FastifyRequest) {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, ['fabric_sample_image']);
    if (files.length > 1) throw badRequest('invalid', 'fabric_sample_image');
    return { input: parseBody(tissueBody, fields), files };
  }
  return { input: parseBody(tissueBody, request.body), files: [] as ImageFile[] };
}

export const wholesaleRoutes = moduleRoutes((r, db, options: { uploadDir: string }) => {
  const one = `${ordersPath}:id/`;

  // ---------------------------------------------------------------- orders
  listRoute(r, db, ordersPath, 'order.read', orderListQuery, orderPageOut, listOrders);
  createRoute(r, db, ordersPath, 'order.write', orderCreateBody, orderOut, createOrder);
  getRoute(r, db, one, 'order.read', orderOut, getOrder);
  r.patch(one, { config: { permission: 'order.write' }, schema: { params: idParams, body: orderPatchBody, response: { 200: orderOut } } }, async (request) =>
    patchOrder(db, callerOf(request), request.params.id, request.body),
  );
  r.get(`${one}products/`, { config: { permission: 'order.read' }, schema: { params: idParams, response: { 200: z.array(orderLineOut) } } }, async (request) =>
    orderLines(db, callerOf(request), request.params.id),
  );
  getRoute(r, db, `${one}products-with-sizes/`, 'order.read', orderProductSizesOut, orderProductsWithSizes);
  r.get(`${one}products/:productId/`, { config: { permission: 'order.read' }, schema: { params: lineParams, response: { 200: orderLineOut } } }, async (request) =>
    orderLine(db, callerOf(request), request.params.id, request.params.productId),
  );
  r.patch(
    `${one}products/:productId/`,
    { config: { permission: 'order.write' }, schema: { params: lineParams, body: orderLinePatchBody, response: { 200: orderLineOut } } },
    async (request) => patchOrderLine(db, callerOf(request), request.params.id, request.params.productId, request.body.quantity),
  );
  for (const [segment, action] of [
    ['start-processing', 'start'],
    ['cancel-processing', 'release'],
    ['cancel', 'cancel'],
    ['reject', 'reject'],
  ] as const) {
    r.post(`${one}${segment}/`, { config: { permission: 'order.write' }, schema: { params: idParams, response: { 200: orderOut } } }, async (request) =>
      moveOrder(db, callerOf(request), request.params.id, action),
    );
  }
  r.post(`${one}complete/`, { config: { permission: 'order.write' }, schema: { params: idParams, body: orderCompleteBody, response: { 200: orderOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => completeOrder(tx, callerOf(request), request.params.id, request.body)),
  );
  r.get(`${one}export/`, { config: { permission: 'order.read' }, schema: { params: idParams, querystring: exportQuery } }, async (request, reply) => {
    const { name, file } = await exportOrder(db, callerOf(request), request.params.id, request.query.lang);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
  // the customer's details table: no sign-in, the random token is the only key
  r.get(
    `${orderDetailsTablePath}:token/details-table/`,
    { config: { permission: 'public' }, schema: { params: detailsTokenParams, response: { 200: orderDetailsTableOut } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return orderDetailsTable(db, request.params.token);
    },
  );

  // ---------------------------------------------------------------- reference tables (one route set for all six)
  for (const kind of WHOLESALE_DICTIONARIES) {
    const path = wholesaleDictionaryPath(kind);
    r.get(path, { config: { permission: 'wholesale.write' }, schema: { querystring: wholesaleDictionaryQuery, response: { 200: wholesaleDictionaryPageOut } } }, async (request) =>
      listAnswer(request, await listDictionary(db, callerOf(request), kind, request.query)),
    );
    r.post(path, { config: { permission: 'wholesale.write' }, schema: { body: wholesaleDictionaryBody, response: { 201: wholesaleDictionaryOut } } }, async (request, reply) =>
      reply.code(201).send(await createDictionaryItem(db, callerOf(request), kind, request.body)),
    );
    r.get(`${path}:id/`, { config: { permission: 'wholesale.write' }, schema: { params: idParams, response: { 200: wholesaleDictionaryOut } } }, async (request) =>
      getDictionaryItem(db, callerOf(request), kind, request.params.id),
    );
    // PUT as product types (SPEC.md 7), PATCH as the react-admin data provider's update
    for (const method of ['put', 'patch'] as const) {
      r[method](`${path}:id/`, { config: { permission: 'wholesale.write' }, schema: { params: idParams, body: wholesaleDictionaryBody.partial(), response: { 200: wholesaleDictionaryOut } } }, async (request) =>
        updateDictionaryItem(db, callerOf(request), kind, request.params.id, request.body),
      );
    }
    r.delete(`${path}:id/`, { config: { permission: 'wholesale.write' }, schema: { params: idParams } }, async (request, reply) => {
      await deactivateDictionaryItem(db, callerOf(request), kind, request.params.id);
      return reply.code(204).send();
    });
  }

  // ---------------------------------------------------------------- price groups (admin; the order staff read the names)
  registerPriceGroupRoutes(r, db);

  // ---------------------------------------------------------------- tissues
  const owner = (request: FastifyRequest) => ({ db, companyId: callerOf(request).companyId });
  listRoute(r, db, tissuesPath, 'wholesale.write', tissueListQuery, tissuePageOut, listTissues);
  r.post(tissuesPath, { config: { permission: 'wholesale.write' }, schema: { response: { 201: tissueOut } } }, async (request, reply) => {
    const { input, files } = await readTissueForm(request);
    const tissue = await withStoredFiles(options.uploadDir, files, owner(request), (names) => createTissue(db, callerOf(request), input, names));
    return reply.code(201).send(tissue);
  });
  getRoute(r, db, `${tissuesPath}:id/`, 'wholesale.write', tissueOut, getTissue);
  r.patch(`${tissuesPath}:id/`, { config: { permission: 'wholesale.write' }, schema: { params: idParams, response: { 200: tissueOut } } }, async (request) => {
    const { input, files } = await readTissueForm(request);
    return withStoredFiles(options.uploadDir, files, owner(request), (names) => patchTissue(db, callerOf(request), request.params.id, input, names));
  });
  r.delete(`${tissuesPath}:id/`, { config: { permission: 'wholesale.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deactivateTissue(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
});
