import { errorBody, isApiErrorBody } from '../domain/errors';
import { apiError, fetchApi } from './httpClient';
import { getToken } from './token';

/**
 * The response of a binary download (an .xlsx report) with the same token header and the same error
 * shape as httpClient, which reads bodies as text and so cannot carry binary files; a status outside
 * 2xx is thrown (its body read as the API's error, if it is one).
 */
export async function fetchBinary(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  const response = await fetchApi(url, { ...init, headers });
  if (response.status < 200 || response.status >= 300) {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    throw apiError(response.status, isApiErrorBody(json) ? json : errorBody(response.status >= 500 ? 'server_error' : 'invalid'));
  }
  return response;
}

/** A binary download's body (fetchBinary). */
export async function httpBlob(url: string, init: RequestInit = {}): Promise<Blob> {
  return (await fetchBinary(url, init)).blob();
}
