import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  closeDrawer: { id: 'ui.drawer.close', defaultMessage: 'Close' },
});

/** User-facing strings of the Drawer and Popover overlays (English defaults, ids `ui.drawer.*`). */
export const overlayMessages: OverlayMessages = plainMessages;

/** Type of {@link overlayMessages}. */
export type OverlayMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
};
