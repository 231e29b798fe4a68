import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const withValues = defineMessages<{ restoredBody: { savedAt: string } }>({
  restoredBody: {
    id: 'forms.fieldDrafts.restoredBody',
    defaultMessage: 'What you typed on this device was brought back (saved {savedAt}).',
  },
});

const plain = defineMessages({
  restoredTitle: { id: 'forms.fieldDrafts.restoredTitle', defaultMessage: 'Draft restored' },
  discard: { id: 'forms.fieldDrafts.discard', defaultMessage: 'Discard draft' },
  queuedTitle: { id: 'forms.fieldDrafts.queuedTitle', defaultMessage: 'Saved on this device' },
  queuedBody: {
    id: 'forms.fieldDrafts.queuedBody',
    defaultMessage: 'You are offline. It will be sent automatically when the connection returns.',
  },
  sendingTitle: { id: 'forms.fieldDrafts.sendingTitle', defaultMessage: 'Sending' },
  sendingBody: {
    id: 'forms.fieldDrafts.sendingBody',
    defaultMessage: 'The connection is back. Sending now.',
  },
  sentTitle: { id: 'forms.fieldDrafts.sentTitle', defaultMessage: 'Sent' },
  sentBody: { id: 'forms.fieldDrafts.sentBody', defaultMessage: 'What you saved offline has been sent.' },
  retry: { id: 'forms.fieldDrafts.retry', defaultMessage: 'Try sending now' },
});

/** Texts of the draft and offline-submit notices of the field forms (issue 23; ours). */
export const fieldDraftMessages: FieldDraftMessages = { ...plain, ...withValues };

/** Type of {@link fieldDraftMessages}: each descriptor knows the values its message needs. */
export type FieldDraftMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly restoredBody: TypedMessageDescriptor<WithValues>;
};

/** Values of the 'Draft restored' text. */
type WithValues = { savedAt: string };
