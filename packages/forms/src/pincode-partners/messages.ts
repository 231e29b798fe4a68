import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  pinPartners: { id: 'forms.management.pinPartners', defaultMessage: 'Partners serving the pincode' },
  pinPrompt: {
    id: 'forms.management.pinPrompt',
    defaultMessage: 'Enter a 6-digit pincode to see the partners serving it.',
  },
  noPinPartners: { id: 'forms.management.noPinPartners', defaultMessage: 'No partner serves this pincode' },
  pincodes: { id: 'forms.management.pincodes', defaultMessage: 'Pincodes served' },
});

/** Type of {@link pincodePartnerMessages}: each descriptor knows the values its message needs. */
export type PincodePartnerMessages = PlainMessages<typeof plain> &
  Pick<OperationsMessages, 'name' | 'phone' | 'city' | 'status' | 'pincode' | 'pincodeInvalid'>;

/**
 * Texts of the partners serving a pincode (operations §2 pincode-partners, §7 'Management and
 * warehouse'). The field names it shares with other operations features come from
 * `operationsMessages`. The spec words none of these texts: the product's own wording. Message ids
 * keep the former `forms.management.` prefix, so no translation changes.
 */
export const pincodePartnerMessages: PincodePartnerMessages = {
  ...plain,
  name: shared.name,
  phone: shared.phone,
  city: shared.city,
  status: shared.status,
  pincode: shared.pincode,
  pincodeInvalid: shared.pincodeInvalid,
};
