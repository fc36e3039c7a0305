/**
 * The fabric barcode lookup (SPEC.md 7 Transfer): GET /api/transfer/v1/fabric-lookup/?barcode=
 * asks the fabric service the operator configured (FABRIC_LOOKUP_URL, a template with {barcode}) from
 * the SERVER. A local HTTP stub plays the service: its JSON object is flattened and cut, its 404 is
 * `found: false`, its failures (5xx, timeout, not JSON, too large, a redirect) are 502, no configuration
 * is 503; the barcode reaches the service URL-encoded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FABRIC_FIELDS_MAX, FABRIC_VALUE_MAX, fabricLookupOut } from '../../src/domain/movement/contract';
import { can } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { FABRIC_BODY_MAX } from '../../server/modules/movement/fabric';
import { expectContract } from './contract';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

const LOOKUP = '/api/transfer/v1/fabric-lookup/';
const lookup = (barcode: string) => `${LOOKUP}?barcode=${encodeURIComponent(barcode)}`;
const TIMEOUT_MS = 200;

let t: TestApp;
let admin: Client;
let upstream: Server;
let base: string;
/** the paths (with their query) the stub was asked for, in order */
let seen: string[] = [];
const timers = new Set<NodeJS.Timeout>();

const LONG = 'x'.repeat(FABRIC_VALUE_MAX + 100);
const FABRIC = {
  code: 'TK-100',
  name: 'Cotton satin',
  width_cm: 150,
  in_stock: true,
  price: 12.5,
  description: LONG,
  supplier: { name: 'Mill', city: 'Tashkent' },
  colours: ['red', 'blue'],
  note: null,
  ratio: Number.MAX_VALUE,
};

function answer(req: IncomingMessage, res: ServerResponse) {
  seen.push(req.url ?? '');
  const code = decodeURIComponent((req.url ?? '').replace(/^\/api\/barcode\//, '').replace(/\?.*$/, ''));
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const later = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timers.add(timer);
  };
  switch (code) {
    case 'TK-100':
      return json(200, FABRIC);
    case 'MANY':
      return json(200, Object.fromEntries(Array.from({ length: FABRIC_FIELDS_MAX + 20 }, (_, i) => [`f${i}`, i])));
    case 'EMPTY':
      return json(200, {});
    case 'BROKEN':
      return json(500, { detail: 'boom' });
    case 'UNAVAILABLE':
      return json(503, { detail: 'maintenance' });
    case 'FORBIDDEN':
      return json(403, { detail: 'no key' });
    case 'HTML':
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
    case 'ARRAY':
      return json(200, [{ name: 'a' }]);
    case 'BIG':
      return json(200, { name: 'y'.repeat(FABRIC_BODY_MAX + 1000) });
    case 'REDIRECT':
      return res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    case 'SLOW':
      return later(TIMEOUT_MS * 10, () => json(200, FABRIC));
    case 'SLOW-BODY':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"name":');
      return later(TIMEOUT_MS * 10, () => res.end('"late"}'));
    default:
      return json(404, { detail: 'Not found' });
  }
}

beforeAll(async () => {
  upstream = createServer(answer);
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  upstream?.closeAllConnections();
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  await t?.close();
});
beforeEach(() => {
  seen = [];
  vi.stubEnv('FABRIC_LOOKUP_URL', `${base}/api/barcode/{barcode}`);
  vi.stubEnv('FABRIC_LOOKUP_TIMEOUT_MS', String(TIMEOUT_MS));
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a barcode the fabric service knows', () => {
  it('answers its top-level strings, numbers and booleans, long values cut, nested values left out', async () => {
    const body = expectContract(await admin.get(lookup('TK-100')), fabricLookupOut);
    expect(body.barcode).toBe('TK-100');
    expect(body.found).toBe(true);
    expect(body.fields).toEqual([
      { name: 'code', value: 'TK-100' },
      { name: 'name', value: 'Cotton satin' },
      { name: 'width_cm', value: '150' },
      { name: 'in_stock', value: 'true' },
      { name: 'price', value: '12.5' },
      { name: 'description', value: 'x'.repeat(FABRIC_VALUE_MAX) },
      { name: 'ratio', value: String(Number.MAX_VALUE) },
    ]);
    expect(seen).toEqual(['/api/barcode/TK-100']);
  });

  it('answers at most 50 fields', async () => {
    const body = expectContract(await admin.get(lookup('MANY')), fabricLookupOut);
    expect(body.fields).toHaveLength(FABRIC_FIELDS_MAX);
    expect(body.fields[0]).toEqual({ name: 'f0', value: '0' });
    expect(body.fields[FABRIC_FIELDS_MAX - 1]).toEqual({ name: `f${FABRIC_FIELDS_MAX - 1}`, value: String(FABRIC_FIELDS_MAX - 1) });
  });

  it('an empty object is found with no fields', async () => {
    expect(expectContract(await admin.get(lookup('EMPTY')), fabricLookupOut)).toEqual({ barcode: 'EMPTY', found: true, fields: [] });
  });

  it('the barcode is trimmed and URL-encoded into the template ("/" and "?" stay inside the path segment)', async () => {
    const body = expectContract(await admin.get(lookup('  A/B?C=1&d #é ')), fabricLookupOut);
    expect(body).toEqual({ barcode: 'A/B?C=1&d #é', found: false, fields: [] });
    expect(seen).toEqual([`/api/barcode/${encodeURIComponent('A/B?C=1&d #é')}`]);
    expect(seen[0]).toBe('/api/barcode/A%2FB%3FC%3D1%26d%20%23%C3%A9');
  });

  it('a template with the barcode in its query works too', async () => {
    vi.stubEnv('FABRIC_LOOKUP_URL', `${base}/api/barcode/TK-100?code={barcode}`);
    expectContract(await admin.get(lookup('a&b')), fabricLookupOut);
    expect(seen).toEqual(['/api/barcode/TK-100?code=a%26b']);
  });
});

describe('a barcode the fabric service does not know', () => {
  it('its 404 is found: false', async () => {
    expect(expectContract(await admin.get(lookup('NOPE-1')), fabricLookupOut)).toEqual({ barcode: 'NOPE-1', found: false, fields: [] });
    expect(seen).toEqual(['/api/barcode/NOPE-1']);
  });
});

describe('the fabric service fails: 502 fabric_lookup_failed', () => {
  it.each(['BROKEN', 'UNAVAILABLE', 'FORBIDDEN', 'HTML', 'ARRAY', 'BIG', 'REDIRECT'])('%s', async (code) => {
    expectError(await admin.get(lookup(code)), 502, 'fabric_lookup_failed', undefined, 'The fabric barcode service did not answer');
    expect(seen).toEqual([`/api/barcode/${code}`]);
  });

  it('a service slower than the timeout (no answer, then an answer that stalls half-way)', async () => {
    for (const code of ['SLOW', 'SLOW-BODY']) {
      const started = Date.now();
      expectError(await admin.get(lookup(code)), 502, 'fabric_lookup_failed');
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(took).toBeLessThan(TIMEOUT_MS * 10);
    }
  });

  it('a service nobody listens at', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    vi.stubEnv('FABRIC_LOOKUP_URL', `http://127.0.0.1:${port}/{barcode}`);
    expectError(await admin.get(lookup('TK-100')), 502, 'fabric_lookup_failed');
  });
});

describe('no fabric service configured: 503 fabric_lookup_not_configured', () => {
  it.each([
    ['unset', ''],
    ['without {barcode}', 'http://127.0.0.1:1/api/barcode/'],
    ['not http(s)', 'file:///etc/{barcode}'],
    ['not a URL', 'fabric {barcode}'],
  ])('%s', async (_, url) => {
    vi.stubEnv('FABRIC_LOOKUP_URL', url);
    expectError(await admin.get(lookup('TK-100')), 503, 'fabric_lookup_not_configured', undefined, 'Fabric barcode lookup is not set up on this server');
    expect(seen).toEqual([]);
  });
});

describe('refusals', () => {
  it('bad barcodes are 400 and never reach the service', async () => {
    expectError(await admin.get(`${LOOKUP}?barcode=%00`), 400, 'invalid');
    expectError(await admin.get(`${LOOKUP}?barcode=AB%00CD`), 400, 'invalid');
    expectError(await admin.get(`${LOOKUP}?barcode=AB%01CD`), 400, 'invalid', 'barcode');
    expectError(await admin.get(`${LOOKUP}?barcode=AB%0ACD`), 400, 'invalid', 'barcode');
    expectError(await admin.get(lookup('9'.repeat(65))), 400, 'max_length', 'barcode');
    expectError(await admin.get(`${LOOKUP}?barcode=`), 400, 'required', 'barcode');
    expectError(await admin.get(lookup('   ')), 400, 'required', 'barcode');
    expectError(await admin.get(LOOKUP), 400, 'required', 'barcode');
    expect(seen).toEqual([]);
    // 64 characters are fine
    expect(expectContract(await admin.get(lookup('9'.repeat(64))), fabricLookupOut).found).toBe(false);
  });

  it('no token is 401', async () => {
    expectError(await authed(t.app, null).get(lookup('TK-100')), 401, 'not_authenticated');
    expect(seen).toEqual([]);
  });

  it('every role that handles factory deliveries may look up (transfer.write: every role, SPEC.md 2)', async () => {
    const users: Record<Role, string> = { admin: 'admin', manager: 'manager', seller: 'seller', customer_access_seller: 'clientmanager' };
    for (const [role, username] of Object.entries(users) as [Role, string][]) {
      expect(can(role, 'transfer.write'), role).toBe(true);
      const res = await (await as(t.app, username)).get(lookup('TK-100'));
      expect(expectContract(res, fabricLookupOut).found, role).toBe(true);
    }
    const route = t.app.apiRoutes.find((r) => r.method === 'GET' && r.url === LOOKUP);
    expect(route?.permission).toBe('transfer.write');
  });
});
