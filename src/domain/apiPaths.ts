/**
 * How the API's paths are made (SPEC.md section 7), without zod: a resource's list is
 * `/<area>/v1/<name>/`, one of its records `<list><id>/`, and a call on the list or on a record hangs
 * below it (`<list><call>/`, `<list><id>/<call>/`). The areas' paths files (src/domain/<area>/paths.ts)
 * build theirs with these, so each names only its own parts; the literal types stay exact
 * ('/company/v1/places/').
 */

/** A resource's list: `apiPath('company', 'places')` -> '/company/v1/places/'. */
export const apiPath = <A extends string, N extends string>(area: A, name: N) => `/${area}/v1/${name}/` as const;

/** A call on a resource's list: `listCallPath(placesPath, 'all')` -> '/company/v1/places/all/'. */
export const listCallPath = <L extends string, C extends string>(list: L, call: C) => `${list}${call}/` as const;

/** One record, or a call on it: `itemPath(sellsPath, 12, 'check')` -> '/realization/v1/sells/12/check/'. */
export const itemPath = (list: string, id: number | string, call?: string) => `${list}${id}/${call ? `${call}/` : ''}`;
