/**
 * Company scoping and place checks: every query is scoped to the caller's company (another company's
 * row answers 404), and an employee acts only at the places of their set (403 place_not_allowed).
 */
import { can, type Action } from '../../src/domain/permissions';
import { notFound } from '../http/errors';
export { assertPlaceAllowed, callerOf, type Caller } from './access';
import type { Caller } from './access';

/** A row that must belong to the caller's company: absent or another company's -> 404. */
export function ownRow<T extends { companyId: number }>(caller: Caller, row: T | undefined | null): T {
  if (!row || row.companyId !== caller.companyId) throw notFound();
  return row;
}

/** May the caller do this action (a field a role may not see, a button)? */
export function callerCan(caller: Caller, action: Action): boolean {
  return can(caller.role, action);
}
