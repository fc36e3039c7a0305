/**
 * Path and query parsing of every route: the field schemas of src/domain/fields.ts, so an id above
 * 2^31-1, a NUL byte or a malformed list is a 400 before any query runs.
 */
export {
  idParams,
  idField,
  idArray,
  queryId,
  queryIds,
  queryIdList,
  queryBool,
  pageQuery,
  type PageQuery,
} from '../../src/domain/fields';
import * as z from 'zod';
import { idField } from '../../src/domain/fields';

/** `/{id}/.../{childId}/` path parameters. */
export const idAndChildParams = <K extends string>(child: K) => z.object({ id: idField, [child]: idField } as { id: typeof idField } & Record<K, typeof idField>);
