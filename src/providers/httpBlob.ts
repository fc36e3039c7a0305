import { errorBody, isApiErrorBody } from '../domain/errors';
import { apiError, withTrailingSlash } from './httpClient';
import { getToken } from './token';

/**
 * A binary download (an .xlsx report) with the same token header and the same error shape as
 * httpClient, which reads bodies as text and so cannot carry binary files.
 */
export async function httpBlob(url: string, init: RequestInit = {}): Promise<Blob> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  let response: Response;
  try {
    const absolute = typeof window !== 'undefined' ? new URL(withTrailingSlash(url), window.location.href).toString() : withTrailingSlash(url);
    response = await fetch(absolute, { ...init, headers });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw apiError(0, errorBody('network_error'));
  }
  if (response.status < 200 || response.status >= 300) {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    throw apiError(response.status, isApiErrorBody(json) ? json : errorBody(response.status >= 500 ? 'server_error' : 'invalid'));
  }
  return response.blob();
}
