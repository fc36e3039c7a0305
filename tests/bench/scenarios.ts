/**
 * HTTP scenarios of `npm run bench`, run in this order against every database target after the cold
 * start. Add a scenario by adding an entry; nothing else needs to change.
 *
 * - `path` is requested on the bench server (http://127.0.0.1:<port>); it may use placeholders filled
 *   from the generated dataset: {placeId}, {productId}, {sizeId}, {companyId}.
 * - `body` is sent as JSON; a string value "{name}" in it is replaced by that placeholder's value.
 * - `idempotencyKey: true` sends a new Idempotency-Key with every request (as a till does per sale).
 * - `bodyPool: name` sends, per request, one body picked at random from the run's pool `name` (run.ts
 *   builds them: 'sales' are 3-line sales spread over the places and stocked products, as 32 sellers at
 *   20 tills would send them).
 * - `auth: true` sends `Authorization: Token <key>` of the user `as` (default admin), signed in once
 *   before the scenarios.
 * - `connections` / `seconds` override BENCH_CONNECTIONS / BENCH_SECONDS for one scenario (e.g. 32
 *   concurrent sellers for sale commit).
 */
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { LOGIN_LIMITS } from '../../server/modules/auth/service';

export type BenchUser = 'admin' | 'manager' | 'seller' | 'clientmanager';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  auth?: boolean;
  /** whose token `auth` uses (default admin) */
  as?: BenchUser;
  connections?: number;
  seconds?: number;
  idempotencyKey?: boolean;
  bodyPool?: 'sales';
  /** run on this database target only */
  only?: 'pglite' | 'postgres';
  /** offered load: requests per second over all connections (autocannon's overallRate); default: as fast as answered */
  rate?: number;
  /**
   * warm the server up for BENCH_SERVER_WARMUP_SECONDS (default 15) before the measured run, not the usual
   * second: a server just started spends about twice the CPU per sale until V8 has compiled the sale's path
   *; the warm-up's own answers a second are printed beside the figures
   */
  serverWarmup?: boolean;
}

/** Issue 11: a 3-line cash sale at the first place (the bench stocks {saleProduct1..3} there and gives the till change). */
const saleBody = {
  place: '{placeId}',
  sell_products: [1, 2, 3].map((i) => ({ product: `{saleProduct${i}}`, size: '{sizeId}', quantity: 1, place: '{placeId}' })),
  payments: [{ currency: '{usd}', amount: '100000' }],
  change_currency: '{usd}',
};
const SELLS = '/api/realization/v1/sells/';

export const scenarios: Scenario[] = [
  // scrypt makes sign-in deliberately slow (~tens of ms of CPU each); only failures are rate-limited, but an
  // attempt counts as one until its password proves right (server/modules/auth/service.ts), so at most
  // LOGIN_LIMITS.perPair - 1 sign-ins of one user from one address are in flight: more is a burst the
  // limiter refuses (429), not a shop's morning
  { name: 'login', method: 'POST', path: '/api/auth/v1/login/', body: { username: 'admin', password: DEMO_PASSWORD }, connections: LOGIN_LIMITS.perPair - 1 },
  { name: 'auth info', method: 'GET', path: '/api/auth/v1/info/', auth: true },
  { name: 'places list', method: 'GET', path: '/api/company/v1/places/?offset=0&limit=20', auth: true },

  // Catalogue on the generated catalogue (server/seed/generate.ts: names '<Type> <Model> <colour>
  // <material> <n>', model codes 'M-000123', vendor codes 'VC-<8 digits>-<n>'). Budget: p99 < 50 ms.
  // 3 s each (plus the warm-up) keeps the default run of both targets within a few minutes.
  // - a vendor-code fragment (~10 of 100 000 products match), the card page of 6, as a seller:
  { name: 'product search 6', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=VC-0012', auth: true, as: 'seller', seconds: 3 },
  // - two words of the name (~730 match), the largest card page (96):
  { name: 'product search 96', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=96&search=aurora%20black', auth: true, as: 'seller', seconds: 3 },
  // - a broad term: one model name, 1 in 12 products (8 300) match, so the count rechecks 8 300 rows:
  { name: 'product search broad 6', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=aurora', auth: true, as: 'seller', seconds: 3 },
  // - one letter (what a seller types most), nearly every product matches:
  { name: 'product search 1 letter 6', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=a', auth: true, as: 'seller', seconds: 3 },
  // - the products screen as it opens (no search): the page plus the counted total
  { name: 'products list 6', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6', auth: true, seconds: 3 },
  // - the same at 32 connections (ten tills and more), PostgreSQL only (PGlite runs one query at a time)
  { name: 'products list 6 x32', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6', auth: true, connections: 32, seconds: 5, only: 'postgres' },
  { name: 'product search 6 x32', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=VC-0012', auth: true, as: 'seller', connections: 32, seconds: 5, only: 'postgres' },
  { name: 'product search broad 6 x32', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=aurora', auth: true, as: 'seller', connections: 32, seconds: 5, only: 'postgres' },
  { name: 'product search 1 letter 6 x32', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=6&search=a', auth: true, as: 'seller', connections: 32, seconds: 5, only: 'postgres' },
  { name: 'product search 96 x32', method: 'GET', path: '/api/product/v1/products/?offset=0&limit=96&search=aurora%20black', auth: true, as: 'seller', connections: 32, seconds: 5, only: 'postgres' },
  // - the vendor codes screen as it opens: 10 groups, a count per place of all 20 places, total units
  { name: 'count_by_vendor_code', method: 'GET', path: '/api/product/v1/count_by_vendor_code/?offset=0&limit=10', auth: true, seconds: 3 },
  // - a barcode scan at the first place (a fresh bench database: the first place has id 1; the generator
  //   keeps the first product's barcode cell there in stock)
  // customer search at 100 000 customers, p99 under 50 ms on PostgreSQL at 1 connection
  { name: 'customer search phone', method: 'GET', path: '/api/customers/v1/customers/?offset=0&limit=10&search=0012345', auth: true, as: 'manager', connections: 1, seconds: 3 },
  { name: 'customer search name', method: 'GET', path: '/api/customers/v1/customers/?offset=0&limit=10&search=nodira%20tursunova', auth: true, as: 'manager', connections: 1, seconds: 3 },
  // sale commit (3 lines, at 100 000 products) by 1 and 32 concurrent sellers; budget p99 < 30 ms
  // at 32 on PostgreSQL and at least 450 sales/s; every sale with its own Idempotency-Key, as the till sends
  // - the budget's case: sellers at the company's tills (a sale's place, products and sizes at random)
  { name: 'sale commit 1', method: 'POST', path: SELLS, body: saleBody, bodyPool: 'sales', auth: true, connections: 1, seconds: 3, idempotencyKey: true },
  //   (32 sellers at a till server that has been selling for a while: `serverWarmup`)
  { name: 'sale commit 32', method: 'POST', path: SELLS, body: saleBody, bodyPool: 'sales', auth: true, connections: 32, seconds: 5, idempotencyKey: true, serverWarmup: true },
  // - the latency 32 sellers see when they sell 100 times a second between them (a sale every 0.32 s per
  //   till, far beyond a person's pace): closed-loop 'sale commit 32' has every seller wait in a queue of 32,
  //   so its p99 is 32 / throughput by Little's law, whatever a sale costs
  { name: 'sale commit 32 at 100/s', method: 'POST', path: SELLS, body: saleBody, bodyPool: 'sales', auth: true, connections: 32, seconds: 5, idempotencyKey: true, rate: 100, only: 'postgres' },
  // - the budget's two figures together: 32 sellers offering 450 sales a second between them, p99 < 30 ms
  //   asked (each seller's sales fall due on a random schedule; a sale due while the seller's previous one
  //   has not answered starts late, and the wait counts in its latency: load.ts `paced`)
  { name: 'sale commit 32 at 450/s', method: 'POST', path: SELLS, body: saleBody, bodyPool: 'sales', auth: true, connections: 32, seconds: 5, idempotencyKey: true, rate: 450, only: 'postgres' },
  // - the worst case: 32 sellers at ONE till selling the SAME three products (every sale waits for the
  //   previous one's stock and till rows; a seller's view of how long a queue at one till takes)
  { name: 'sale commit 32 one till', method: 'POST', path: SELLS, body: saleBody, auth: true, as: 'seller', connections: 32, seconds: 3, idempotencyKey: true },
  // the money report of 90 days of the first place (90 000 sales, 270 000 movements) and the dashboard's chart
  { name: 'report 90 days', method: 'GET', path: '/api/report/v1/money/?date_after={reportFrom}&date_before={today}&place={placeId}', auth: true, seconds: 3 },
  { name: 'report 90 days company', method: 'GET', path: '/api/report/v1/money/?date_after={reportFrom}&date_before={today}', auth: true, seconds: 3 },
  { name: 'dashboard top products', method: 'GET', path: '/api/realization/v1/top_sell_products/?limit=10', auth: true, seconds: 3 },
  // the same read by one manager at a time (a day's end, not ten tills at once)
  { name: 'report 90 days x1', method: 'GET', path: '/api/report/v1/money/?date_after={reportFrom}&date_before={today}&place={placeId}', auth: true, connections: 1, seconds: 3 },
  { name: 'dashboard top products x1', method: 'GET', path: '/api/realization/v1/top_sell_products/?limit=10', auth: true, connections: 1, seconds: 3 },
  { name: 'barcode scan', method: 'POST', path: '/api/barcode/v1/barcodes/scan/', body: { code: '2000000000001', place: 1 }, auth: true, seconds: 3 },
];
