/** A message tree with the same keys whose leaves are any string (for the Russian side). */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
