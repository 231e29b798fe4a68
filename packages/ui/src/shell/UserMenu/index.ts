export { UserMenu } from './UserMenu';
export type { UserMenuProps } from './UserMenu';
export { initialsOf } from './initials';
