import { defineMessages, type TypedMessageDescriptor } from 'react-intl';
import type { PlainMessages } from '../operations-shared/messages.ts';

const plain = defineMessages({
  requestRemoval: { id: 'forms.management.requestRemoval', defaultMessage: 'Request removal' },
  requestRemovalIntro: {
    id: 'forms.management.requestRemovalIntro',
    defaultMessage: 'The partner is marked for removal until the request is handled. Say why.',
  },
  removalReason: { id: 'forms.management.removalReason', defaultMessage: 'Reason for the removal' },
  sendRequest: { id: 'forms.management.sendRequest', defaultMessage: 'Send request' },
});

const withValues = defineMessages<{
  requestRemovalTitle: { name: string };
  requestRemovalLabel: { name: string };
}>({
  requestRemovalTitle: {
    id: 'forms.management.requestRemovalTitle',
    defaultMessage: 'Request removal of {name}',
  },
  requestRemovalLabel: {
    id: 'forms.management.requestRemovalLabel',
    defaultMessage: 'Request removal {name}',
    description:
      "Accessible name of a partner row's 'Request removal' button (asks for the partner to be removed); {name} is the partner's name",
  },
});

/** Type of {@link partnerRemovalMessages}: each descriptor knows the values its message needs. */
export type PartnerRemovalMessages = PlainMessages<typeof plain> & {
  readonly requestRemovalTitle: TypedMessageDescriptor<{ name: string }>;
  readonly requestRemovalLabel: TypedMessageDescriptor<{ name: string }>;
};

/**
 * Texts of a partner removal request (operations §7 'Management and warehouse',
 * partner-remove-request). The spec words none of these texts: the product's own wording. Message
 * ids keep the former `forms.management.` prefix, so no translation changes.
 */
export const partnerRemovalMessages: PartnerRemovalMessages = { ...plain, ...withValues };
