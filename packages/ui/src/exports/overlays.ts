/**
 * `@partner-portal/ui/overlays`: dialogs, confirmations, menus and tooltips.
 * @packageDocumentation
 */
export { Dialog } from '../overlays/Dialog';
export type { DialogProps, DialogRenderProps, DialogSize } from '../overlays/Dialog';
/** Opens a `Dialog` or `ConfirmDialog` from a button (react-aria `DialogTrigger`); focus returns to it on close. */
export { DialogTrigger } from 'react-aria-components';
export { ConfirmDialog } from '../overlays/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogVariant } from '../overlays/ConfirmDialog';
export { Menu, MenuItem, MenuSection, MenuSeparator } from '../overlays/Menu';
export type { MenuItemProps, MenuItemVariant, MenuProps, MenuSectionProps } from '../overlays/Menu';
/** Opens a `Menu` from the button before it (react-aria `MenuTrigger`). */
export { MenuTrigger } from 'react-aria-components';
export { Tooltip } from '../overlays/Tooltip';
export type { TooltipProps } from '../overlays/Tooltip';
export { overlayMessages } from '../overlays/messages';
export type { OverlayMessages } from '../overlays/messages';

// Drawer and Popover
export { Drawer } from '../overlays/Drawer';
export type { DrawerPlacement, DrawerProps, DrawerSize } from '../overlays/Drawer';
export { Popover } from '../overlays/Popover';
export type { PopoverPlacement, PopoverProps } from '../overlays/Popover';
