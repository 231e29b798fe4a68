export {
  ROLES,
  PORTALS,
  CALL_ROLES,
  FINANCE_SECOND_FACTOR_ROLES,
  isRole,
  isPortal,
  canCall,
} from '../roles.ts';
export type { Role, Portal, CallName } from '../roles.ts';
