/**
 * Catalogue API (docs/api/catalogue.md): product types, size types, sizes, products, price rules and
 * images. Reads: every role. Writes: product types, products, prices and images by admin and manager;
 * size types and sizes by admin. Stock lives in server/modules/stock.
 */
import type { FastifyRequest } from 'fastify';
import {
  imageOut,
  priceOut,
  priceRulesPath,
  productOut,
  productPageOut,
  productsPath,
  productTypeOut,
  productTypePageOut,
  productTypesPath,
  sizeOut,
  sizePageOut,
  sizesPath,
  sizeTypesPath,
} from '../../../src/domain/product/contract';
import * as z from 'zod';
import { priceRuleSchema, productCreateSchema, productPatchSchema, productTypeSchema, sizeSchema, sizeTypeSchema } from '../../../src/domain/product/contract';
import { getRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { visibleTo } from '../../auth/scope';
import { badRequest } from '../../errors';
import { listQuery, page, listAnswer } from '../../http/list';
import { idAndChildParams, idParams, queryBool, queryId } from '../../http/params';
import { NAME_MAX, textField } from '../../../src/domain/fields';
import { readMultipart, withStoredFiles, type ImageFile } from '../upload/storage';
import { allSizes, createSize, deactivateSize, getSize, listSizes, productTypeDictionary, sizesOfType, sizeTypeDictionary, updateSize } from './dictionaries';
import { addImages, deleteImage, listImages, setMainImage } from './images';
import { createProduct, deactivateProduct, getProduct, listProducts, patchProduct, upsertPriceRule } from './products';
import { parseBody } from './validate';

const imageParams = idAndChildParams('imageId');

const productListQuery = listQuery.extend({
  is_active: queryBool.optional(),
  type: queryId,
  // the till's add-product dialog (SPEC.md 2): model, model_code, vendor_code (parts) and a size name in stock
  model: textField(NAME_MAX).optional(),
  model_code: textField(NAME_MAX).optional(),
  vendor_code: textField(NAME_MAX).optional(),
  size: textField(NAME_MAX).optional(),
});
const sizeListQuery = listQuery.extend({ type: queryId });

/** A JSON body, or a multipart form whose files come in `fileFields`. */
async function readForm(request: FastifyRequest, fileFields: string[]) {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, fileFields);
    return { data: fields as unknown, files };
  }
  return { data: request.body, files: [] as ImageFile[] };
}

export const productRoutes = moduleRoutes((r, db, options: { uploadDir: string }) => {
  const { uploadDir } = options;
  // a role without product.cost.read never receives a cost (server/auth/scope.ts)
  r.addHook('preSerialization', async (request, _reply, payload) => visibleTo(request.caller, payload));

  // ---------------------------------------------------------------- product types and size types
  for (const [path, dictionary, schema, writers] of [
    [productTypesPath, productTypeDictionary, productTypeSchema, 'productType.write'],
    [sizeTypesPath, sizeTypeDictionary, sizeTypeSchema, 'sizeType.write'],
  ] as const) {
    r.get(path, { config: { permission: 'catalogue.read' }, schema: { response: { 200: productTypePageOut }, querystring: listQuery } }, async (request) => listAnswer(request, await dictionary.list(db, callerOf(request), request.query)),
    );
    r.post(path, { config: { permission: writers }, schema: { response: { 201: productTypeOut }, body: schema } }, async (request, reply) =>
      reply.code(201).send(await dictionary.create(db, callerOf(request), request.body.name)),
    );
    r.put(`${path}:id/`, { config: { permission: writers }, schema: { response: { 200: productTypeOut }, params: idParams, body: schema } }, async (request) =>
      dictionary.update(db, callerOf(request), request.params.id, request.body.name),
    );
    r.delete(`${path}:id/`, { config: { permission: writers }, schema: { params: idParams } }, async (request, reply) => {
      await dictionary.deactivate(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    });
  }

  r.get(`${sizeTypesPath}:id/sizes/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: sizePageOut }, params: idParams, querystring: listQuery } },
    async (request) => listAnswer(request, await sizesOfType(db, callerOf(request), request.params.id, request.query)),
  );

  // ---------------------------------------------------------------- sizes
  r.get(sizesPath, { config: { permission: 'catalogue.read' }, schema: { response: { 200: sizePageOut }, querystring: sizeListQuery } }, async (request) => listAnswer(request, await listSizes(db, callerOf(request), request.query)),
  );
  r.get(`${sizesPath}all/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: z.array(sizeOut) } } }, async (request) => allSizes(db, callerOf(request)));
  getRoute(r, db, `${sizesPath}:id/`, 'catalogue.read', sizeOut, getSize);
  r.post(sizesPath, { config: { permission: 'size.write' }, schema: { response: { 201: sizeOut }, body: sizeSchema } }, async (request, reply) =>
    reply.code(201).send(await createSize(db, callerOf(request), request.body)),
  );
  r.put(`${sizesPath}:id/`, { config: { permission: 'size.write' }, schema: { response: { 200: sizeOut }, params: idParams, body: sizeSchema } }, async (request) =>
    updateSize(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(`${sizesPath}:id/`, { config: { permission: 'size.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deactivateSize(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- products
  r.get(productsPath, { config: { permission: 'catalogue.read' }, schema: { response: { 200: productPageOut }, querystring: productListQuery } }, async (request) => {
    const { count, results, capped } = await listProducts(db, callerOf(request), request.query);
    return page(request, request.query, count, results, capped);
  });
  getRoute(r, db, `${productsPath}:id/`, 'catalogue.read', productOut, getProduct);
  r.post(productsPath, { config: { permission: 'product.write' }, schema: { response: { 201: productOut } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { data, files } = await readForm(request, ['image']);
    const input = parseBody(productCreateSchema, data);
    if (files.length > 1) throw badRequest('invalid', 'image');
    const product = await withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => createProduct(db, caller, input, names));
    return reply.code(201).send(product);
  });
  r.patch(`${productsPath}:id/`, { config: { permission: 'product.write' }, schema: { response: { 200: productOut }, params: idParams } }, async (request) => {
    const caller = callerOf(request);
    const { data, files } = await readForm(request, ['image']);
    const input = parseBody(productPatchSchema, data);
    if (files.length > 1) throw badRequest('invalid', 'image');
    return withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => patchProduct(db, caller, request.params.id, input, names));
  });
  r.delete(`${productsPath}:id/`, { config: { permission: 'product.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deactivateProduct(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  r.post(priceRulesPath, { config: { permission: 'product.write' }, schema: { response: { 200: priceOut }, body: priceRuleSchema } }, async (request) =>
    upsertPriceRule(db, callerOf(request), request.body),
  );

  // ---------------------------------------------------------------- images
  r.get(`${productsPath}:id/images/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: z.array(imageOut) }, params: idParams } }, async (request) =>
    listImages(db, callerOf(request), request.params.id),
  );
  r.post(`${productsPath}:id/images/`, { config: { permission: 'product.write' }, schema: { response: { 200: z.array(imageOut) }, params: idParams } }, async (request) => {
    const caller = callerOf(request);
    if (!request.isMultipart()) throw badRequest('no_file', 'image');
    await listImages(db, caller, request.params.id); // 404 before reading files
    const { files } = await readMultipart(request, ['image', 'images']);
    if (!files.length) throw badRequest('no_file', 'image');
    return withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => addImages(db, caller, request.params.id, names));
  });
  r.delete(`${productsPath}:id/images/:imageId/`, { config: { permission: 'product.write' }, schema: { params: imageParams } },
    async (request, reply) => {
      await deleteImage(db, callerOf(request), request.params.id, request.params.imageId, uploadDir);
      return reply.code(204).send();
    },
  );
  r.post(`${productsPath}:id/images/:imageId/set-main/`, { config: { permission: 'product.write' }, schema: { response: { 200: z.array(imageOut) }, params: imageParams } },
    async (request) => setMainImage(db, callerOf(request), request.params.id, request.params.imageId),
  );
});
