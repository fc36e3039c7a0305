/**
 * Timestamps in answers: ISO 8601 text. A driver returns a timestamp column as a Date (drizzle's
 * columns, PGlite) or as the database's text (raw queries on node-postgres); text is answered as it is.
 */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null): string | null;
export function iso(d: Date | string | null): string | null {
  return d === null ? null : d instanceof Date ? d.toISOString() : String(d);
}
