import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Button of a dialog (usually an X icon): close it (verb)',
  },
  closeDrawer: {
    id: 'ui.drawer.close',
    defaultMessage: 'Close',
    description: 'Button of a side drawer (usually an X icon): close it (verb)',
  },
  confirm: {
    id: 'ui.confirmDialog.confirm',
    defaultMessage: 'OK',
    description: 'Button of a confirmation dialog: accept and go ahead',
  },
  cancel: {
    id: 'ui.confirmDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Button of a confirmation dialog: do not go ahead (verb)',
  },
  confirmFailed: {
    id: 'ui.confirmDialog.failed',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  accountDeletionTitle: { id: 'ui.accountDeletion.title', defaultMessage: 'Warning' },
  accountDeletionMessage: {
    id: 'ui.accountDeletion.message',
    defaultMessage: 'This will delete your account and all associated data!.',
  },
  accountDeletionFailed: {
    id: 'ui.accountDeletion.failed',
    defaultMessage: 'Error Requesting Account Deletion!',
  },
});

/**
 * User-facing strings of the overlay components (dialogs, drawers, menus, tooltips), English defaults. The
 * account-deletion texts are the spec's (access §2 'Account deletion'): title 'Warning', message
 * 'This will delete your account and all associated data!.' (sic), failure 'Error Requesting Account
 * Deletion!'. The spec names no button texts for that dialog: `confirm` / `cancel` ('OK' / 'Cancel')
 * are the defaults of a confirmation dialog.
 */
export const overlayMessages: OverlayMessages = plainMessages;

/** Type of {@link overlayMessages}. */
export type OverlayMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
};
