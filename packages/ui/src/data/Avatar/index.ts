export { Avatar } from './Avatar';
export { initialsOf } from './initials';
export type { AvatarProps, AvatarSize } from './Avatar';
