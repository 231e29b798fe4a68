export { SideNav } from './SideNav';
export type { SideNavProps } from './SideNav';
