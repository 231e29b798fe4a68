export { ROLES, PORTALS, isRole, isPortal } from '../roles.ts';
export type { Role, Portal } from '../roles.ts';
