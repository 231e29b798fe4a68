import { defineMessages, type TypedMessageDescriptor } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  vendorData: { id: 'forms.management.vendorData', defaultMessage: 'Partner data responses' },
  noVendorData: { id: 'forms.management.noVendorData', defaultMessage: 'No partner data to review' },
  collection: { id: 'forms.management.collection', defaultMessage: 'Collection' },
  submittedData: { id: 'forms.management.submittedData', defaultMessage: 'Submitted data' },
  submittedAt: { id: 'forms.management.submittedAt', defaultMessage: 'Submitted' },
  remarks: { id: 'forms.management.remarks', defaultMessage: 'Remarks' },
  approve: {
    id: 'forms.management.approve',
    defaultMessage: 'Approve',
    description: 'Button of a partner data row: approve the submitted data (verb)',
  },
  approveTitle: { id: 'forms.management.approveTitle', defaultMessage: 'Approve partner data' },
  reject: {
    id: 'forms.management.reject',
    defaultMessage: 'Reject',
    description: 'Button of a partner data row: reject the submitted data (verb)',
  },
  rejectIntro: {
    id: 'forms.management.rejectIntro',
    defaultMessage: 'Tell the partner what is wrong with the data.',
  },
});

const withValues = defineMessages<{
  approveMessage: { collection: string; partner: string };
  rejectTitle: { name: string };
  approveLabel: { partner: string; collection: string };
  rejectLabel: { partner: string; collection: string };
}>({
  approveMessage: {
    id: 'forms.management.approveMessage',
    defaultMessage: 'Approve the {collection} data of {partner}?',
  },
  rejectTitle: { id: 'forms.management.rejectTitle', defaultMessage: 'Reject the data of {name}' },
  approveLabel: {
    id: 'forms.management.approveLabel',
    defaultMessage: 'Approve {partner} {collection}',
    description:
      "Accessible name of a row's 'Approve' button in the partner data review; {partner} is the partner's name, {collection} the name of the data collection",
  },
  rejectLabel: {
    id: 'forms.management.rejectLabel',
    defaultMessage: 'Reject {partner} {collection}',
    description:
      "Accessible name of a row's 'Reject' button in the partner data review; {partner} is the partner's name, {collection} the name of the data collection",
  },
});

/** Type of {@link vendorDataReviewMessages}: each descriptor knows the values its message needs. */
export type VendorDataReviewMessages = PlainMessages<typeof plain> & {
  readonly approveMessage: TypedMessageDescriptor<{ collection: string; partner: string }>;
  readonly rejectTitle: TypedMessageDescriptor<{ name: string }>;
  readonly approveLabel: TypedMessageDescriptor<{ partner: string; collection: string }>;
  readonly rejectLabel: TypedMessageDescriptor<{ partner: string; collection: string }>;
} & Pick<OperationsMessages, 'partner' | 'status'>;

/**
 * Texts of the partner data review: the responses, approve and reject (operations §2
 * vendor-data-review, §7 'Management and warehouse'). The field names it shares with other
 * operations features come from `operationsMessages`. The spec words none of these texts: the
 * product's own wording. Message ids keep the former `forms.management.` prefix, so no translation
 * changes.
 */
export const vendorDataReviewMessages: VendorDataReviewMessages = {
  ...plain,
  ...withValues,
  partner: shared.partner,
  status: shared.status,
};
