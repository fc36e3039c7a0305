/**
 * Catalogue and stock API (docs/api/catalogue.md): product types, size types, sizes, products, price
 * rules, images, placements, counts. Reads: every role. Writes: product types, products, prices and
 * images by admin and manager; size types, sizes and stock adjustments by admin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countByVendorCodePath,
  imageOut,
  placementOut,
  placementPageOut,
  placementsPath,
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
  stockAdjustedOut,
  totalCountOut,
  totalCountPath,
  vendorCodePageOut,
} from '../../../src/domain/product/contract';
import { z } from 'zod';
import {
  idArray,
  idField,
  priceRuleSchema,
  productCreateSchema,
  productPatchSchema,
  productTypeSchema,
  sizeSchema,
  sizeTypeSchema,
  stockAdjustSchema,
} from '../../../src/domain/catalogue';
import { callerOf } from '../../auth/access';
import { visibleTo } from '../../auth/scope';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { listQuery, page } from '../../http/list';
import { idempotent } from '../../http/idempotency';
import { idAndChildParams, idParams, queryBool, queryId, queryIds } from '../../http/params';
import { readMultipart, withStoredFiles, type ImageFile } from '../upload/storage';
import { allSizes, createSize, deactivateSize, getSize, listSizes, productTypeDictionary, sizesOfType, sizeTypeDictionary, updateSize } from './dictionaries';
import { addImages, deleteImage, listImages, setMainImage } from './images';
import { createProduct, deactivateProduct, getProduct, listProducts, patchProduct, upsertPriceRule } from './products';
import { adjustStock, allPlacements, countByVendorCode, listPlacements, placementsReport, totalCount } from './stock';
import { parseBody } from './validate';

const imageParams = idAndChildParams('imageId');

const productListQuery = listQuery.extend({ is_active: queryBool.optional(), type: queryId });
const sizeListQuery = listQuery.extend({ type: queryId });
const placementQuery = listQuery.extend({
  product: queryIds,
  size: queryIds,
  place: queryIds,
  include_empty: queryBool.optional(),
});
const reportQuery = z.object({ product: queryIds, size: queryIds, place: queryIds, lang: z.enum(['en', 'ru']).optional() });
const placementsAllBody = z.object({
  products: idArray.optional(),
  places: idArray.optional(),
  sizes: idArray.optional(),
  size_type: idField.optional(),
  vendor_code: z.string().max(20, 'max_length').optional(),
  include_empty: z.boolean().optional(),
});
const countQuery = listQuery.extend({ places: queryIds, product_types: queryIds });
const totalCountBody = z.object({ places: idArray.optional(), product_types: idArray.optional() });

/** A JSON body, or a multipart form whose files come in `fileFields`. */
async function readForm(request: FastifyRequest, fileFields: string[]) {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, fileFields);
    return { data: fields as unknown, files };
  }
  return { data: request.body, files: [] as ImageFile[] };
}

export function productRoutes(db: Db, options: { uploadDir: string }) {
  const { uploadDir } = options;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // a role without product.cost.read never receives a cost (server/auth/scope.ts)
    app.addHook('preSerialization', async (request, _reply, payload) => visibleTo(request.caller, payload));

    // ---------------------------------------------------------------- product types and size types
    for (const [path, dictionary, schema, writers] of [
      [productTypesPath, productTypeDictionary, productTypeSchema, 'productType.write'],
      [sizeTypesPath, sizeTypeDictionary, sizeTypeSchema, 'sizeType.write'],
    ] as const) {
      r.get(path, { config: { permission: 'catalogue.read' }, schema: { response: { 200: productTypePageOut }, querystring: listQuery } }, async (request) => {
        const { count, results } = await dictionary.list(db, callerOf(request), request.query);
        return page(request, request.query, count, results);
      });
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
      async (request) => {
        const { count, results } = await sizesOfType(db, callerOf(request), request.params.id, request.query);
        return page(request, request.query, count, results);
      },
    );

    // ---------------------------------------------------------------- sizes
    r.get(sizesPath, { config: { permission: 'catalogue.read' }, schema: { response: { 200: sizePageOut }, querystring: sizeListQuery } }, async (request) => {
      const { count, results } = await listSizes(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.get(`${sizesPath}all/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: z.array(sizeOut) } } }, async (request) => allSizes(db, callerOf(request)));
    r.get(`${sizesPath}:id/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: sizeOut }, params: idParams } }, async (request) =>
      getSize(db, callerOf(request), request.params.id),
    );
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
      const { count, results } = await listProducts(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.get(`${productsPath}:id/`, { config: { permission: 'catalogue.read' }, schema: { response: { 200: productOut }, params: idParams } }, async (request) =>
      getProduct(db, callerOf(request), request.params.id),
    );
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

    // ---------------------------------------------------------------- stock
    r.get(placementsPath, { config: { permission: 'stock.read' }, schema: { response: { 200: placementPageOut }, querystring: placementQuery } }, async (request) => {
      const { count, results } = await listPlacements(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.post(`${placementsPath}all/`, { config: { permission: 'stock.read' }, schema: { response: { 200: z.array(placementOut) }, body: placementsAllBody } }, async (request) => {
      const b = request.body;
      return allPlacements(db, callerOf(request), {
        product: b.products,
        place: b.places,
        size: b.sizes,
        size_type: b.size_type,
        vendor_code: b.vendor_code,
        include_empty: b.include_empty,
      });
    });
    r.get(`${placementsPath}report/`, { config: { permission: 'stock.read' }, schema: { querystring: reportQuery } }, async (request, reply) => {
      const q = request.query;
      const file = await placementsReport(db, callerOf(request), { product: q.product, size: q.size, place: q.place }, q.lang);
      const name = `placements-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    });
    r.post(`${placementsPath}adjust/`, { config: { permission: 'stock.adjust' }, schema: { response: { 200: stockAdjustedOut }, body: stockAdjustSchema } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => adjustStock(tx, callerOf(request), request.body)),
    );
    r.get(countByVendorCodePath, { config: { permission: 'stock.read' }, schema: { response: { 200: vendorCodePageOut }, querystring: countQuery } }, async (request) => {
      const q = request.query;
      const { count, results, totalUnits } = await countByVendorCode(db, callerOf(request), q);
      return { ...page(request, q, count, results), total_units: totalUnits };
    });
    // the body is optional (POST without one = all active places, all types)
    r.post(totalCountPath, { config: { permission: 'stock.read' }, schema: { response: { 200: totalCountOut } } }, async (request) =>
      totalCount(db, callerOf(request), parseBody(totalCountBody, request.body ?? {})),
    );
  };
}
