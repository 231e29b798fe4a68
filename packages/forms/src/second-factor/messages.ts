import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  stepTitle: { id: 'forms.secondFactor.stepTitle', defaultMessage: 'Second sign-in step' },
  stepIntro: {
    id: 'forms.secondFactor.stepIntro',
    defaultMessage: 'Your account needs a second step: use a passkey or a code from your authenticator app.',
  },
  enrolTitle: { id: 'forms.secondFactor.enrolTitle', defaultMessage: 'Set up a second step' },
  enrolIntro: {
    id: 'forms.secondFactor.enrolIntro',
    defaultMessage:
      'Your account must use a second step after the password. Set up an authenticator app now to continue.',
  },
  usePasskey: { id: 'forms.secondFactor.usePasskey', defaultMessage: 'Use a passkey' },
  code: { id: 'forms.secondFactor.code', defaultMessage: 'Authenticator code' },
  codeHint: {
    id: 'forms.secondFactor.codeHint',
    defaultMessage: 'The 6-digit code shown in your authenticator app.',
  },
  codeInvalid: { id: 'forms.secondFactor.codeInvalid', defaultMessage: 'Enter the 6 digits of the code.' },
  verify: { id: 'forms.secondFactor.verify', defaultMessage: 'Verify' },
  failed: { id: 'forms.secondFactor.failed', defaultMessage: 'Not verified' },
  cancel: { id: 'forms.secondFactor.cancel', defaultMessage: 'Back to sign-in' },
  scanTitle: {
    id: 'forms.secondFactor.scanTitle',
    defaultMessage: 'Scan this code with your authenticator app',
  },
  qrAlt: { id: 'forms.secondFactor.qrAlt', defaultMessage: 'QR code for your authenticator app' },
  secretLabel: { id: 'forms.secondFactor.secretLabel', defaultMessage: 'Or type this key:' },
  confirm: { id: 'forms.secondFactor.confirm', defaultMessage: 'Confirm' },
  passkeysTitle: { id: 'forms.secondFactor.passkeysTitle', defaultMessage: 'Passkeys' },
  passkeysIntro: {
    id: 'forms.secondFactor.passkeysIntro',
    defaultMessage: 'Sign in with your fingerprint, face or device PIN instead of a password.',
  },
  noPasskeys: { id: 'forms.secondFactor.noPasskeys', defaultMessage: 'You have no passkeys yet.' },
  passkeyName: { id: 'forms.secondFactor.passkeyName', defaultMessage: 'Passkey name' },
  passkeyNameHint: {
    id: 'forms.secondFactor.passkeyNameHint',
    defaultMessage: 'For example the device it is on, such as “Work laptop”.',
  },
  passkeyNameInvalid: {
    id: 'forms.secondFactor.passkeyNameInvalid',
    defaultMessage: 'Give the passkey a name of 1 to 60 characters.',
  },
  addPasskey: { id: 'forms.secondFactor.addPasskey', defaultMessage: 'Add a passkey' },
  neverUsed: { id: 'forms.secondFactor.neverUsed', defaultMessage: 'Not used yet' },
  loadFailed: {
    id: 'forms.secondFactor.loadFailed',
    defaultMessage: 'Could not load your security settings',
  },
  retry: { id: 'forms.secondFactor.retry', defaultMessage: 'Try again' },
  totpTitle: { id: 'forms.secondFactor.totpTitle', defaultMessage: 'Authenticator app' },
  totpOff: {
    id: 'forms.secondFactor.totpOff',
    defaultMessage: 'Not set up. With an app, every password sign-in also asks for a 6-digit code.',
  },
  totpOn: { id: 'forms.secondFactor.totpOn', defaultMessage: 'Set up: password sign-ins ask for a code.' },
  totpStart: { id: 'forms.secondFactor.totpStart', defaultMessage: 'Set up an authenticator app' },
  totpRemove: { id: 'forms.secondFactor.totpRemove', defaultMessage: 'Remove authenticator app' },
  actionFailed: { id: 'forms.secondFactor.actionFailed', defaultMessage: 'That did not work' },
  saveName: { id: 'forms.secondFactor.saveName', defaultMessage: 'Save name' },
  newName: {
    id: 'forms.secondFactor.newName',
    defaultMessage: 'New name',
    description: 'Field label while a passkey is renamed',
  },
  cancelRename: {
    id: 'forms.secondFactor.cancelRename',
    defaultMessage: 'Cancel',
    description: 'Leaves the passkey name as it was (closes the rename field)',
  },
});

/** The values each message with placeholders takes. */
type WithValues = {
  removePasskey: { name: string };
  renamePasskey: { name: string };
  addedOn: { date: string };
  lastUsed: { date: string };
};

const withValues = defineMessages<WithValues>({
  removePasskey: { id: 'forms.secondFactor.removePasskey', defaultMessage: 'Remove {name}' },
  renamePasskey: {
    id: 'forms.secondFactor.renamePasskey',
    defaultMessage: 'Rename {name}',
    description: 'Button of a passkey row: {name} is the passkey name the user gave, e.g. Work laptop',
  },
  addedOn: { id: 'forms.secondFactor.addedOn', defaultMessage: 'Added {date}' },
  lastUsed: { id: 'forms.secondFactor.lastUsed', defaultMessage: 'Last used {date}' },
});

/** Type of {@link secondFactorMessages}. */
export type SecondFactorMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/** Texts of the passkey and second-factor screens (issue 23 'Passkeys for staff'). */
export const secondFactorMessages: SecondFactorMessages = { ...plain, ...withValues };
