import { HttpError } from 'react-admin';
import { type ApiErrorBody, errorBody, isApiErrorBody } from '../domain/errors';
import { takeEarlyAnswer, type EarlyAnswer } from './earlyRequests';
import { getToken } from './token';

export const API_URL = '/api';

export interface HttpOptions extends Omit<RequestInit, 'body' | 'headers'> {
  body?: BodyInit | null;
  headers?: Record<string, string> | Headers;
  /** omit the Authorization header */
  noAuth?: boolean;
  /** the body is FormData (multipart): let the browser set the content type */
  multi?: boolean;
  /** one user action's key (src/providers/idempotency.ts): sent as Idempotency-Key on calls that move money or stock */
  idempotencyKey?: string;
  /**
   * a read of the page's background work (the till's catalogue refresh), not of its first screen: never
   * noted for the next start's page-start reads, never taken from them (src/providers/earlyRequests.ts)
   */
  background?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // the JSON boundary: each area's call reads it as its contract's answer type (src/providers/<area>.ts)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Paths end with a slash before the query string (ARCHITECTURE.md section 3). */
export function withTrailingSlash(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  return (path.endsWith('/') ? path : `${path}/`) + query;
}

/** An HttpError whose body is always the one error shape; its message is the first error's code. */
export function apiError(status: number, body: ApiErrorBody): HttpError {
  return new HttpError(body.errors[0]?.code ?? 'server_error', status, body);
}

/**
 * fetch of an API path (its trailing slash added, made absolute in a browser); no response at all is the
 * 'network_error' HttpError, an abort stays an abort. Whatever status comes back is the caller's to read.
 */
export async function fetchApi(url: string, init: RequestInit): Promise<Response> {
  try {
    const absolute = typeof window !== 'undefined' ? new URL(withTrailingSlash(url), window.location.href).toString() : withTrailingSlash(url);
    return await fetch(absolute, init);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw apiError(0, errorBody('network_error'));
  }
}

/**
 * The one HTTP client: token header, JSON, trailing slashes, and every failure normalised to
 * HttpError carrying {errors: [...]} ('network error' when there is no response).
 */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const { noAuth, multi, idempotencyKey, background, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (init.body != null && !multi && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = getToken();
  if (token && !noAuth) headers.set('Authorization', `Token ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

  // a read the page already sent as it started (src/providers/earlyRequests.ts) is not sent twice
  const isRead = (init.method ?? 'GET').toUpperCase() === 'GET' && init.body == null && !noAuth;
  const early = isRead && !background ? takeEarlyAnswer(withTrailingSlash(url), token) : undefined;
  const response = early ? await early : await fetchApi(url, { ...init, headers });
  const text = early ? (response as EarlyAnswer).text : await (response as Response).text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status >= 300) {
    // a gateway's own answer (a load balancer with no server behind it, or one that died mid-request) is
    // not the server's: the request may or may not have been applied, as with a network error
    const gateway = response.status === 502 || response.status === 503 || response.status === 504;
    const fallback = gateway ? 'network_error' : response.status >= 500 ? 'server_error' : 'invalid';
    const body = isApiErrorBody(json) ? json : errorBody(fallback, undefined, response.statusText || undefined);
    throw apiError(response.status, body);
  }
  return { status: response.status, headers: response.headers, body: text, json };
}

/** One read as the page starts (src/boot.ts), with the token and the headers httpClient sends. */
export async function sendEarlyRead(url: string, token: string): Promise<EarlyAnswer> {
  const response = await fetchApi(url, { headers: { Accept: 'application/json', Authorization: `Token ${token}` } });
  return { status: response.status, statusText: response.statusText, headers: response.headers, text: await response.text() };
}

/** The error items of a failure from httpClient (empty for anything else). */
export function errorsOf(error: unknown): ApiErrorBody['errors'] {
  const body = (error as { body?: unknown })?.body;
  return isApiErrorBody(body) ? body.errors : [];
}

/** A query string of the values that are set (undefined and '' left out). */
export function queryOf(q: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}
