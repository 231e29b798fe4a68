export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps, DrawerSize } from './Drawer';
