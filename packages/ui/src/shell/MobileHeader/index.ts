export { MobileHeader } from './MobileHeader';
export type { MobileHeaderProps } from './MobileHeader';
