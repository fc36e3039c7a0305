/**
 * What the area call files (src/providers/<area>.ts) are built from, apart from the dataProvider that
 * composes them (so that they never import it back): the one httpClient, the API's paths, and the list
 * page's shape.
 */
import type { RaRecord } from 'react-admin';
import type { HttpOptions, HttpResponse } from './httpClient';

export type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

/** What an area's calls are built from (src/providers/<area>.ts): the one httpClient and the API's paths. */
export interface CallContext {
  httpClient: HttpClient;
  apiUrl: string;
  /** `${apiUrl}/<resource path>/<suffix>` */
  url: (resource: string, suffix?: string) => string;
}

export interface Place extends RaRecord {
  id: number;
  name: string;
  address: string;
  image: string | null;
  is_active: boolean;
  type: { id: number; name: string };
}

export interface Paged<T> {
  count: number;
  /** `count` is a lower bound (see pageOf in src/domain/fields.ts) */
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}
