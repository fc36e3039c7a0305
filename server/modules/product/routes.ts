/**
 * Catalogue and stock API (docs/api/catalogue.md): product types, size types, sizes, products, price
 * rules, images, placements, counts. Reads: every role. Writes: product types, products, prices and
 * images by admin and manager; size types, sizes and stock adjustments by admin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
      ['/product/v1/product_types/', productTypeDictionary, productTypeSchema, 'productType.write'],
      ['/product/v1/size_types/', sizeTypeDictionary, sizeTypeSchema, 'sizeType.write'],
    ] as const) {
      r.get(path, { config: { permission: 'catalogue.read' }, schema: { querystring: listQuery } }, async (request) => {
        const { count, results } = await dictionary.list(db, callerOf(request), request.query);
        return page(request, request.query, count, results);
      });
      r.post(path, { config: { permission: writers }, schema: { body: schema } }, async (request, reply) =>
        reply.code(201).send(await dictionary.create(db, callerOf(request), request.body.name)),
      );
      r.put(`${path}:id/`, { config: { permission: writers }, schema: { params: idParams, body: schema } }, async (request) =>
        dictionary.update(db, callerOf(request), request.params.id, request.body.name),
      );
      r.delete(`${path}:id/`, { config: { permission: writers }, schema: { params: idParams } }, async (request, reply) => {
        await dictionary.deactivate(db, callerOf(request), request.params.id);
        return reply.code(204).send();
      });
    }

    r.get('/product/v1/size_types/:id/sizes/', { config: { permission: 'catalogue.read' }, schema: { params: idParams, querystring: listQuery } },
      async (request) => {
        const { count, results } = await sizesOfType(db, callerOf(request), request.params.id, request.query);
        return page(request, request.query, count, results);
      },
    );

    // ---------------------------------------------------------------- sizes
    r.get('/product/v1/sizes/', { config: { permission: 'catalogue.read' }, schema: { querystring: sizeListQuery } }, async (request) => {
      const { count, results } = await listSizes(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.get('/product/v1/sizes/all/', { config: { permission: 'catalogue.read' } }, async (request) => allSizes(db, callerOf(request)));
    r.get('/product/v1/sizes/:id/', { config: { permission: 'catalogue.read' }, schema: { params: idParams } }, async (request) =>
      getSize(db, callerOf(request), request.params.id),
    );
    r.post('/product/v1/sizes/', { config: { permission: 'size.write' }, schema: { body: sizeSchema } }, async (request, reply) =>
      reply.code(201).send(await createSize(db, callerOf(request), request.body)),
    );
    r.put('/product/v1/sizes/:id/', { config: { permission: 'size.write' }, schema: { params: idParams, body: sizeSchema } }, async (request) =>
      updateSize(db, callerOf(request), request.params.id, request.body),
    );
    r.delete('/product/v1/sizes/:id/', { config: { permission: 'size.write' }, schema: { params: idParams } }, async (request, reply) => {
      await deactivateSize(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    });

    // ---------------------------------------------------------------- products
    r.get('/product/v1/products/', { config: { permission: 'catalogue.read' }, schema: { querystring: productListQuery } }, async (request) => {
      const { count, results } = await listProducts(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.get('/product/v1/products/:id/', { config: { permission: 'catalogue.read' }, schema: { params: idParams } }, async (request) =>
      getProduct(db, callerOf(request), request.params.id),
    );
    r.post('/product/v1/products/', { config: { permission: 'product.write' } }, async (request, reply) => {
      const caller = callerOf(request);
      const { data, files } = await readForm(request, ['image']);
      const input = parseBody(productCreateSchema, data);
      if (files.length > 1) throw badRequest('invalid', 'image');
      const product = await withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => createProduct(db, caller, input, names));
      return reply.code(201).send(product);
    });
    r.patch('/product/v1/products/:id/', { config: { permission: 'product.write' }, schema: { params: idParams } }, async (request) => {
      const caller = callerOf(request);
      const { data, files } = await readForm(request, ['image']);
      const input = parseBody(productPatchSchema, data);
      if (files.length > 1) throw badRequest('invalid', 'image');
      return withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => patchProduct(db, caller, request.params.id, input, names));
    });
    r.delete('/product/v1/products/:id/', { config: { permission: 'product.write' }, schema: { params: idParams } }, async (request, reply) => {
      await deactivateProduct(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    });
    r.post('/product/v1/price_rules/', { config: { permission: 'product.write' }, schema: { body: priceRuleSchema } }, async (request) =>
      upsertPriceRule(db, callerOf(request), request.body),
    );

    // ---------------------------------------------------------------- images
    r.get('/product/v1/products/:id/images/', { config: { permission: 'catalogue.read' }, schema: { params: idParams } }, async (request) =>
      listImages(db, callerOf(request), request.params.id),
    );
    r.post('/product/v1/products/:id/images/', { config: { permission: 'product.write' }, schema: { params: idParams } }, async (request) => {
      const caller = callerOf(request);
      if (!request.isMultipart()) throw badRequest('no_file', 'image');
      await listImages(db, caller, request.params.id); // 404 before reading files
      const { files } = await readMultipart(request, ['image', 'images']);
      if (!files.length) throw badRequest('no_file', 'image');
      return withStoredFiles(uploadDir, files, { db, companyId: caller.companyId }, (names) => addImages(db, caller, request.params.id, names));
    });
    r.delete('/product/v1/products/:id/images/:imageId/', { config: { permission: 'product.write' }, schema: { params: imageParams } },
      async (request, reply) => {
        await deleteImage(db, callerOf(request), request.params.id, request.params.imageId, uploadDir);
        return reply.code(204).send();
      },
    );
    r.post('/product/v1/products/:id/images/:imageId/set-main/', { config: { permission: 'product.write' }, schema: { params: imageParams } },
      async (request) => setMainImage(db, callerOf(request), request.params.id, request.params.imageId),
    );

    // ---------------------------------------------------------------- stock
    r.get('/product/v1/placements/', { config: { permission: 'stock.read' }, schema: { querystring: placementQuery } }, async (request) => {
      const { count, results } = await listPlacements(db, callerOf(request), request.query);
      return page(request, request.query, count, results);
    });
    r.post('/product/v1/placements/all/', { config: { permission: 'stock.read' }, schema: { body: placementsAllBody } }, async (request) => {
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
    r.get('/product/v1/placements/report/', { config: { permission: 'stock.read' }, schema: { querystring: reportQuery } }, async (request, reply) => {
      const q = request.query;
      const file = await placementsReport(db, callerOf(request), { product: q.product, size: q.size, place: q.place }, q.lang);
      const name = `placements-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    });
    r.post('/product/v1/placements/adjust/', { config: { permission: 'stock.adjust' }, schema: { body: stockAdjustSchema } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => adjustStock(tx, callerOf(request), request.body)),
    );
    r.get('/product/v1/count_by_vendor_code/', { config: { permission: 'stock.read' }, schema: { querystring: countQuery } }, async (request) => {
      const q = request.query;
      const { count, results, totalUnits } = await countByVendorCode(db, callerOf(request), q);
      return { ...page(request, q, count, results), total_units: totalUnits };
    });
    // the body is optional (POST without one = all active places, all types)
    r.post('/product/v1/total_count/', { config: { permission: 'stock.read' } }, async (request) =>
      totalCount(db, callerOf(request), parseBody(totalCountBody, request.body ?? {})),
    );
  };
}
