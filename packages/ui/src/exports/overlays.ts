/**
 * `@partner-portal/ui/overlays`: (being filled in by the design-system issue).
 * @packageDocumentation
 */

// Drawer and Popover
export { Drawer } from '../overlays/Drawer';
export type { DrawerPlacement, DrawerProps, DrawerSize } from '../overlays/Drawer';
export { Popover } from '../overlays/Popover';
export type { PopoverPlacement, PopoverProps } from '../overlays/Popover';
export { overlayMessages } from '../overlays/overlayMessages';
export type { OverlayMessages } from '../overlays/overlayMessages';
