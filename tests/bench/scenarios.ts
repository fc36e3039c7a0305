/**
 * HTTP scenarios of `npm run bench`, run in this order against every database target after the cold
 * start. Add a scenario by adding an entry; nothing else needs to change.
 *
 * - `path` is requested on the bench server (http://127.0.0.1:<port>); it may use placeholders filled
 *   from the generated dataset: {placeId}, {productId}, {sizeId}, {companyId}.
 * - `body` is sent as JSON.
 * - `auth: true` sends `Authorization: Token <key>` of the user `as` (default admin), signed in once
 *   before the scenarios.
 * - `connections` / `seconds` override BENCH_CONNECTIONS / BENCH_SECONDS for one scenario (e.g. 32
 *   concurrent sellers for sale commit).
 */
import { DEMO_PASSWORD } from '../../server/seed/demo';

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
}

export const scenarios: Scenario[] = [
  // scrypt makes sign-in deliberately slow (~tens of ms of CPU each); only failures are rate-limited.
  { name: 'login', method: 'POST', path: '/api/auth/v1/login/', body: { username: 'admin', password: DEMO_PASSWORD } },
  { name: 'auth info', method: 'GET', path: '/api/auth/v1/info/', auth: true },
  { name: 'places list', method: 'GET', path: '/api/company/v1/places/?offset=0&limit=20', auth: true },
];
