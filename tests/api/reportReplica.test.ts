/**
 * DATABASE_REPLICA_URL (docs/scale-out.md): the reports and the dashboard's charts read the app's
 * `reportDb`, everything else the primary. Two databases of the same fixtures stand for the primary and
 * a replica that has not replayed the primary's latest sale yet: the report and the chart answer what
 * the replica holds, the sale and the sales list what the primary holds.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { moneyReportOut } from '../../src/domain/report/contract';
import { saleOut, salePageOut, topSellOut } from '../../src/domain/sale/contract';
import { expectContract } from './contract';
import { as, fixtures, freshDb, type Client, type TestDb } from './helpers';

let primary: TestDb;
let replica: TestDb;
let app: FastifyInstance;
let onPrimary: FastifyInstance;
let onReplica: FastifyInstance;
let admin: Client;
const fx = fixtures();
const today = new Date().toISOString().slice(0, 10);
const REPORT = `/api/report/v1/money/?date_after=${today}&date_before=${today}`;
const TOP = '/api/realization/v1/top_sell_products/?limit=50';
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `report-replica-${++n}` } });

beforeAll(async () => {
  [primary, replica] = await Promise.all([freshDb(), freshDb()]);
  [app, onPrimary, onReplica] = await Promise.all([buildApp(primary.db, { reportDb: replica.db }), buildApp(primary.db), buildApp(replica.db)]);
  admin = await as(app, 'admin');
});
afterAll(async () => {
  await Promise.all([app, onPrimary, onReplica].map((a) => a?.close()));
  await Promise.all([primary, replica].map((t) => t?.close()));
});

describe('reports on the report database', () => {
  it("a sale on the primary is in the sales list at once, and in the report and the chart only as the report database has it", async () => {
    const shop = fx.demo.placeIds['Chorsu shop'];
    const size = fx.demo.sizeIds[0];
    const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
    const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
    const product = (await admin.post('/api/product/v1/products/', { name: 'Replica lag', model: 'R', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id as number;
    await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 5 }, key());
    const sale = expectContract(
      await admin.post('/api/realization/v1/sells/', { place: shop, sell_products: [{ product, size, quantity: 1, place: shop }], payments: [{ currency: fx.demo.currencyIds.USD, amount: '10.00' }] }, key()),
      saleOut,
      201,
    );

    // the till's own reads: the primary
    const list = expectContract(await admin.get('/api/realization/v1/sells/?offset=0&limit=5'), salePageOut);
    expect(list.results.map((s) => s.id)).toContain(sale.id);

    // the chart and the report: what the report database holds (here: not the sale yet), not the primary
    const top = expectContract(await admin.get(TOP), topSellOut);
    expect(top.map((t) => t.product.id)).not.toContain(product);
    const report = expectContract(await admin.get(REPORT), moneyReportOut);
    const [onPrimaryAdmin, onReplicaAdmin] = await Promise.all([as(onPrimary, 'admin'), as(onReplica, 'admin')]);
    expect(report).toEqual((await onReplicaAdmin.get(REPORT)).json());
    expect(report).not.toEqual((await onPrimaryAdmin.get(REPORT)).json());
    expect((await onPrimaryAdmin.get(TOP)).json().map((t: { product: { id: number } }) => t.product.id)).toContain(product);
  });
});
