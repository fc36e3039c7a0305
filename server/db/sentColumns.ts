/**
 * The columns a PATCH sets: each field the request sent (not undefined; null is sent) under the column it
 * is stored in. `columns` maps an API field to its column, and only to a column whose type takes the
 * field's value, so a renamed or retyped column is a type error here rather than a silent skip.
 */
type ColumnFor<Row, V> = { [C in keyof Row]-?: Exclude<V, undefined> extends Row[C] ? C : never }[keyof Row];

export function sentColumns<Row extends object, In extends object>(input: In, columns: { [K in keyof In]?: ColumnFor<Row, In[K]> }): Partial<Row> {
  const set: Partial<Row> = {};
  for (const field of Object.keys(columns) as (keyof In)[]) {
    const value = input[field];
    if (value !== undefined) set[columns[field] as keyof Row] = value as Row[keyof Row];
  }
  return set;
}
