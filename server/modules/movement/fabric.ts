/**
 * The fabric barcode lookup (SPEC.md 7 Transfer: 'A fabric barcode lookup goes to an external address').
 * The SERVER calls the address the operator configured (FABRIC_LOOKUP_URL, a template with
 * `{barcode}`), never the browser through a public proxy: the barcode and the answer stay between this
 * server and that service. The answer is cut down to a few name/value pairs of text (the contract's
 * fabricLookupOut), so nothing else the service sends reaches the browser.
 */
import { FABRIC_FIELDS_MAX, FABRIC_NAME_MAX, FABRIC_VALUE_MAX, type FabricLookupDto } from '../../../src/domain/movement/contract';
import { readConfig } from '../../config';
import { AppError } from '../../errors';

/** The most bytes of the service's answer read; a longer one is a failure (502). */
export const FABRIC_BODY_MAX = 256 * 1024;

export interface FabricLookupConfig {
  /** the URL template with `{barcode}`; undefined = the lookup is off */
  url?: string;
  timeoutMs: number;
}

/** Read per request (not once at import), so a changed environment, or a test, is seen at once. */
export function fabricLookupConfig(env: NodeJS.ProcessEnv = process.env): FabricLookupConfig {
  const config = readConfig(env);
  return { url: config.fabricLookupUrl, timeoutMs: config.fabricLookupTimeoutMs };
}

const notConfigured = () => new AppError(503, 'fabric_lookup_not_configured');
const failed = () => new AppError(502, 'fabric_lookup_failed');

/** The address for one barcode: the template with every `{barcode}` replaced by the URL-encoded code; null when the template is unusable. */
export function fabricLookupAddress(template: string, barcode: string): URL | null {
  if (!template.includes('{barcode}')) return null;
  try {
    const url = new URL(template.replaceAll('{barcode}', encodeURIComponent(barcode)));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The first `max` characters (code points: a cut never splits a surrogate pair). */
const cut = (s: string, max: number) => (s.length <= max ? s : Array.from(s).slice(0, max).join(''));

/** The upstream's JSON object as at most FABRIC_FIELDS_MAX name/value pairs: strings, finite numbers and booleans only. */
export function flattenFabric(value: unknown): FabricLookupDto['fields'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields: FabricLookupDto['fields'] = [];
  for (const [name, v] of Object.entries(value)) {
    if (fields.length >= FABRIC_FIELDS_MAX) break;
    const text = typeof v === 'string' ? v : (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' ? String(v) : null;
    if (text === null || !name) continue;
    fields.push({ name: cut(name, FABRIC_NAME_MAX), value: cut(text, FABRIC_VALUE_MAX) });
  }
  return fields;
}

/** The body as text, refusing (502) one longer than FABRIC_BODY_MAX bytes without reading the rest. */
async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > FABRIC_BODY_MAX) {
    await response.body?.cancel().catch(() => undefined);
    throw failed();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > FABRIC_BODY_MAX) {
      await reader.cancel().catch(() => undefined);
      throw failed();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Looks one barcode up: 404 from the service is `found: false`; a timeout, a network failure, a
 * redirect, any other non-2xx status, an answer too large or not a JSON object is 502
 * fabric_lookup_failed; no (usable) FABRIC_LOOKUP_URL is 503 fabric_lookup_not_configured.
 */
export async function lookupFabric(config: FabricLookupConfig, barcode: string, log?: { warn(obj: object, msg: string): void }): Promise<FabricLookupDto> {
  if (!config.url) throw notConfigured();
  const address = fabricLookupAddress(config.url, barcode);
  if (!address) {
    log?.warn({}, 'FABRIC_LOOKUP_URL is not an http(s) URL template with {barcode}');
    throw notConfigured();
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(address, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
      // the configured address answers itself: a redirect elsewhere is a failure, not followed
      redirect: 'error',
    });
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { barcode, found: false, fields: [] };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      log?.warn({ status: response.status }, 'fabric lookup: the service answered an error');
      throw failed();
    }
    const text = await readCapped(response);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      log?.warn({}, 'fabric lookup: the answer is not JSON');
      throw failed();
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      log?.warn({}, 'fabric lookup: the answer is not a JSON object');
      throw failed();
    }
    return { barcode, found: true, fields: flattenFabric(json) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    log?.warn({ err: (err as Error)?.message, timeout: controller.signal.aborted }, 'fabric lookup: no answer');
    throw failed();
  } finally {
    clearTimeout(timer);
  }
}
