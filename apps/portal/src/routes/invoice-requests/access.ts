import { canCall, isRole, type CallName } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';

/**
 * Whether the signed-in user may make `call`, by the one call table the server also enforces
 * (`CALL_ROLES`, packages/api/src/roles.ts): the stored `user_role` or any of `all_roles`.
 * Screens hide the actions of calls the user may not make. Spec: operations §6.
 */
export function sessionCanCall(call: CallName): boolean {
  const role = storage.get('user_role');
  return canCall(call, isRole(role) ? role : null, storage.get('all_roles').filter(isRole));
}
