import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  interactions: { id: 'forms.management.interactions', defaultMessage: 'Partner interactions' },
  noInteractions: { id: 'forms.management.noInteractions', defaultMessage: 'No interactions yet' },
  channel: { id: 'forms.management.channel', defaultMessage: 'Channel' },
  summary: { id: 'forms.management.summary', defaultMessage: 'Summary' },
  interactedBy: {
    id: 'forms.management.interactedBy',
    defaultMessage: 'By',
    description:
      "Column header in the partner interactions list: the staff member who talked to the partner ('by whom')",
  },
  interactedAt: {
    id: 'forms.management.interactedAt',
    defaultMessage: 'When',
    description: "Column header in the partner interactions list: date and time of the interaction ('when')",
  },
});

/** Type of {@link vendorInteractionMessages}: each descriptor knows the values its message needs. */
export type VendorInteractionMessages = PlainMessages<typeof plain> & Pick<OperationsMessages, 'partner'>;

/**
 * Texts of the partner interactions (operations §2 interactions, all-interactions, §7 'Management
 * and warehouse'). The field names it shares with other operations features come from
 * `operationsMessages`. The spec words none of these texts: the product's own wording. Message ids
 * keep the former `forms.management.` prefix, so no translation changes.
 */
export const vendorInteractionMessages: VendorInteractionMessages = { ...plain, partner: shared.partner };
