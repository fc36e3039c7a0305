/**
 * A walk over EVERY /api route with bad input, built from the route's own request schemas (so a new
 * route is covered the day it is added): for each route a plausible request is sampled from its zod
 * schemas (what the validator accepts), then one field at a time is replaced by a hostile value (NUL,
 * ids beyond 2^31-1, huge or fractional numbers, 5 000 characters, wrong types, impossible dates), and
 * path and query parameters likewise. Whatever the business code does with it, the answer must be a 2xx
 * or a 4xx in the one error shape: never a 500, never another shape.
 *
 * The sampled request also reaches the business code with valid but odd values (id 1 of whatever
 * table, amount '1.00'), which is where a 500 hides that a validator cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { as, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

// ------------------------------------------------------------------------ zod 4 introspection

type Def = { type: string; [key: string]: unknown };
interface ZodLike {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}
const isZod = (s: unknown): s is ZodLike => !!s && typeof s === 'object' && '_zod' in s;
const defOf = (s: ZodLike) => s._zod.def;

/** Candidate leaf values, tried in order until the leaf's schema accepts one. */
const LEAF_CANDIDATES: unknown[] = [
  1,
  '1',
  '1.00',
  'Fuzz name',
  true,
  '2026-11-20',
  '2026-11-20T10:00:00.000Z',
  '+998901234567',
  'fuzz@example.com',
  '#a1b2c3',
  'cash',
  'abcdefgh12345678',
  [],
  {},
  null,
];

/** A value the schema accepts (best effort; undefined when nothing fits). */
function sample(schema: unknown, depth = 0): unknown {
  if (!isZod(schema) || depth > 8) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const v = sample(field, depth + 1);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case 'array': {
      const el = sample(def.element, depth + 1);
      return el === undefined ? [] : [el];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, depth + 1);
    case 'pipe': {
      const inner = sample(def.in, depth + 1);
      if (inner !== undefined && schema.safeParse(inner).success) return inner;
      break;
    }
    case 'union': {
      for (const option of def.options as unknown[]) {
        const v = sample(option, depth + 1);
        if (v !== undefined && schema.safeParse(v).success) return v;
      }
      break;
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
  }
  return LEAF_CANDIDATES.find((c) => schema.safeParse(c).success);
}

/** Paths (keys and array index 0) to every leaf of a sampled value. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0], [...path, 0]) : [path];
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length) return [path];
    return keys.flatMap((k) => leaves((value as Record<string, unknown>)[k], [...path, k]));
  }
  return [path];
}

function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withLeaf((value as Record<string | number, unknown>)?.[head], rest, leaf);
  return copy;
}

// ------------------------------------------------------------------------ hostile values

/**
 * FUZZ_FULL=1 walks every hostile value below; the default (npm test, CI) one value of each kind, so
 * the walk stays within seconds: wrong type, range, fraction, NUL, length, precision, empty.
 */
const FULL = process.env.FUZZ_FULL === '1';
const BAD_JSON: unknown[] = FULL
  ? [null, -1, 0, 2147483648, 1e300, 1.5, '', ' \u0000 ', 'x'.repeat(5000), '1e400', '-0.001', '99999999999999999999.999', 'NaN', [], {}, true, '2026-02-30', '١٢']
  : [null, 2147483648, 1.5, '', ' \u0000 ', 'x'.repeat(5000), '99999999999999999999.999', []];
const BAD_TEXT = FULL
  ? ['0', '-1', '2147483648', '99999999999999999999', 'abc', '1.5', '%00', '', '2026-13-45', '1,,2', '%E0%A4%A', 'x'.repeat(3000)]
  : ['2147483648', 'abc', '%00', '', '%E0%A4%A', 'x'.repeat(3000)];

const keysOf = (schema: unknown): string[] => {
  const s = sample(schema);
  return s && typeof s === 'object' && !Array.isArray(s) ? Object.keys(s) : [];
};

function fillPath(url: string, params: Record<string, string>) {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? '1');
}

function query(values: Record<string, unknown>) {
  return Object.entries(values)
    .map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'string' && v.startsWith('%') ? v : encodeURIComponent(String(v))}`)
    .join('&');
}

const failures: string[] = [];
/** 5xx answers that are the truth, not a fault: the fabric lookup is not set up on a test server (FABRIC_LOOKUP_URL) */
const HONEST_5XX = new Set(['fabric_lookup_not_configured']);

function check(label: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500 && !(res.statusCode === 503 && HONEST_5XX.has(res.json()?.errors?.[0]?.code))) {
    failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (res.statusCode >= 400) {
    let body: { errors?: { code?: unknown; message?: unknown }[] } | undefined;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    const ok = Array.isArray(body?.errors) && body.errors.length > 0 && body.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string');
    if (!ok) failures.push(`${label}: ${res.statusCode} not the one error shape: ${res.body.slice(0, 200)}`);
  }
}

describe('every route, hostile input: 2xx or a 4xx in the one error shape, never a 500', () => {
  it('walks params, query strings and bodies of every route', async () => {
    // sign-out revokes the token: leave it out (tests/api/auth.session.test.ts covers it)
    const routes = t.app.apiRoutes.filter((r) => !r.url.endsWith('/logout/'));
    expect(routes.length).toBeGreaterThan(100);
    let requests = 0;
    const spent: [string, number, number][] = [];
    for (const route of routes) {
      const started = performance.now();
      const before = requests;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const baseQuery = (sample(route.request.querystring) ?? {}) as Record<string, unknown>;
      const baseBody = hasBody ? (sample(route.request.body) ?? {}) : undefined;
      const send = async (label: string, url: string, payload?: unknown) => {
        requests++;
        const res = await admin.inject({
          method,
          url,
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
        });
        check(`${method} ${route.url} ${label}`, res);
      };
      const okPath = fillPath(route.url, {});
      // path parameters
      for (const name of paramNames) {
        for (const bad of BAD_TEXT) await send(`param ${name}=${bad.slice(0, 20)}`, fillPath(route.url, { [name]: bad }), baseBody);
      }
      // query parameters (each one of the schema's, and two it does not know)
      for (const key of [...keysOf(route.request.querystring), 'offset', 'limit']) {
        for (const bad of BAD_TEXT) await send(`query ${key}=${bad.slice(0, 20)}`, `${okPath}?${query({ ...baseQuery, [key]: bad })}`, baseBody);
      }
      if (!hasBody) {
        await send('sampled', Object.keys(baseQuery).length ? `${okPath}?${query(baseQuery)}` : okPath);
        spent.push([`${method} ${route.url}`, performance.now() - started, requests - before]);
        continue;
      }
      // bodies: the sample, wrong whole bodies, then one leaf at a time
      await send('sampled body', okPath, baseBody);
      for (const whole of [[], 'text', 0, null, { __proto__: { admin: true } }, { a: { b: { c: { d: [[[[]]]] } } } }]) {
        await send(`body ${JSON.stringify(whole)}`, okPath, whole);
      }
      for (const path of leaves(baseBody)) {
        if (!path.length) continue;
        for (const bad of BAD_JSON) await send(`body ${path.join('.')}=${JSON.stringify(bad)?.slice(0, 20)}`, okPath, withLeaf(baseBody, path, bad));
      }
      spent.push([`${method} ${route.url}`, performance.now() - started, requests - before]);
    }
    if (process.env.FUZZ_PROFILE) console.log(requests, spent.sort((a, b) => b[1] - a[1]).slice(0, 25).map((x) => `${x[1].toFixed(0)}ms ${x[2]} ${x[0]}`).join('\n'));
    expect(requests).toBeGreaterThan(1000);
    // one line per kind of failure (the first route it was seen on), with how often it happened
    const kinds = new Map<string, { example: string; n: number }>();
    for (const f of failures) {
      const kind = f.replace(/^\S+ \S+ /, '').replace(/=.*?:/, ':').slice(0, 160);
      const k = kinds.get(kind) ?? { example: f.slice(0, 400), n: 0 };
      k.n++;
      kinds.set(kind, k);
    }
    expect([...kinds.values()].map((k) => `${k.n}x ${k.example}`)).toEqual([]);
  }, 240_000);
});
