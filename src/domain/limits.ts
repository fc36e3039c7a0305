/**
 * The limits of the shared field schemas (src/domain/fields.ts re-exports them), in a module of their
 * own without imports: the search boxes and the dataProvider (the app's first load) use them without
 * loading zod and the contracts.
 */

/** PostgreSQL's integer range: an id above it is invalid input, not a database error. */
export const ID_MAX = 2_147_483_647;
export const NAME_MAX = 64;
export const CODE_MAX = 20;
export const TEXT_MAX = 1000;
export const SEARCH_MAX = 200;
export const LIST_LIMIT_MAX = 1000;

/**
 * The id an address gives (`/product/:id`) when a record can have it: digits only, 1 to ID_MAX. Else null,
 * and the screen says 'not found' without asking the server ('abc', '1e3', '99999999999999999999').
 */
export function recordIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= ID_MAX ? id : null;
}
