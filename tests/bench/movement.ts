/**
 * Issue 12's figures: accepting a 500-line reception, sending and accepting a 500-line transfer
 * (p50/p99 over a few rounds, one request at a time: each is one transaction moving 500 placements),
 * and the vendor-code page's stock panel (placements of one vendor code) while transfers are in flight.
 * Half of the transfers are left on the way so the later scenarios (count_by_vendor_code) run with goods
 * in transit too.
 */
import { randomUUID } from 'node:crypto';
import type { GeneratedDataset } from '../../server/seed/generate';

export const MOVEMENT_LINES = 500;

/** 500 distinct (product, size) cells spread over the catalogue. */
export function movementCells(dataset: GeneratedDataset) {
  const perProduct = dataset.sizeIds.length;
  const productCount = Math.ceil(MOVEMENT_LINES / perProduct);
  const step = Math.max(1, Math.floor(dataset.productCount / productCount));
  const cells: { product: number; size: number }[] = [];
  for (let i = 0; cells.length < MOVEMENT_LINES; i++) {
    for (const size of dataset.sizeIds) if (cells.length < MOVEMENT_LINES) cells.push({ product: dataset.firstProductId + ((i * step) % dataset.productCount), size });
  }
  return cells;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

export interface Timing {
  p50: number;
  p99: number;
  samples: number;
}
const timing = (xs: number[]): Timing => ({ p50: percentile(xs, 50), p99: percentile(xs, 99), samples: xs.length });

export async function movementBench(baseUrl: string, token: string, dataset: GeneratedDataset, rounds = 10) {
  const call = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    const json = await res.json().catch(() => null);
    if (res.status >= 300) throw new Error(`bench movement: ${method} ${path} -> ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { json, ms };
  };
  const [from, to] = dataset.placeIds;
  const cells = movementCells(dataset);
  const receptionAccept: number[] = [];
  const transferSend: number[] = [];
  const transferAccept: number[] = [];
  const panel: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const reception = (await call('POST', '/reception/v1/receptions/', { place: from, number: `B-${round}`, date: '2026-11-20' })).json;
    await call('POST', `/reception/v1/receptions/${reception.id}/products/`, { products: cells.map((c) => ({ ...c, quantity: 2, cost: '1.00' })) });
    receptionAccept.push((await call('POST', `/reception/v1/receptions/${reception.id}/accept/`, {})).ms);

    const transfer = (await call('POST', '/transfer/v1/transfers/', { from_place: from, to_place: to })).json;
    await call('POST', `/transfer/v1/transfers/${transfer.id}/products/`, { products: cells.map((c) => ({ ...c, quantity: 1 })) });
    transferSend.push((await call('POST', `/transfer/v1/transfers/${transfer.id}/send/`, {})).ms);
    if (round % 2 === 0) transferAccept.push((await call('POST', `/transfer/v1/transfers/${transfer.id}/accept/`, {})).ms);
  }
  // the vendor-code page's panel: every placement of one vendor code (with reserved and on-the-way units)
  const product = (await call('GET', `/product/v1/products/${cells[0].product}/`)).json;
  const before = await call('GET', `/product/v1/placements/?vendor_code=${encodeURIComponent(product.vendor_code)}&limit=1000`);
  if (process.env.BENCH_DEBUG) console.log(`[bench] panel rows ${before.json.count} first ${before.ms.toFixed(1)} ms`);
  for (let i = 0; i < 30; i++) panel.push((await call('GET', `/product/v1/placements/?vendor_code=${encodeURIComponent(product.vendor_code)}&limit=1000`)).ms);
  return {
    receptionAccept: timing(receptionAccept),
    transferSend: timing(transferSend),
    transferAccept: timing(transferAccept),
    vendorCodePanel: timing(panel),
  };
}
