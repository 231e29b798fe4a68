import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.update.title', defaultMessage: 'A new version is available' },
  reload: { id: 'forms.update.reload', defaultMessage: 'Reload' },
  later: {
    id: 'forms.update.later',
    defaultMessage: 'Later',
    description: 'Button of the new-version notice: update later, not now',
  },
  messageNoVersion: {
    id: 'forms.update.messageNoVersion',
    defaultMessage: 'Reload to use the new version.',
  },
  failed: {
    id: 'forms.update.failed',
    defaultMessage: 'The reload did not start. Please reload the page yourself.',
  },
});

const withValues = defineMessages<{ message: { version: string } }>({
  message: { id: 'forms.update.message', defaultMessage: 'Reload to use version {version}.' },
});

/**
 * Texts of the update prompt. Operations §4 'Update check' says only that "the user is asked to
 * reload" and gives no exact words, so these are this project's own: 'A new version is available',
 * 'Reload to use version {version}.' (or 'Reload to use the new version.' when the version is not
 * known, e.g. announced by the service worker), 'Reload' and 'Later'.
 */
export const updateMessages: UpdateMessages = { ...plain, ...withValues };

/** Type of {@link updateMessages}: each descriptor knows the values its message needs. */
export type UpdateMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly message: TypedMessageDescriptor<{ version: string }>;
};
