import { can, type Action } from '../domain/permissions';
import { useSession } from './session';

/** May the signed-in employee do this action (src/domain/permissions.ts)? Menu, guards, buttons and fields ask this. */
export function useCan(action: Action): boolean {
  const { roles } = useSession();
  return can(roles, action);
}
