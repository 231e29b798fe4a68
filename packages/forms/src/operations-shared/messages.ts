import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

/** Descriptors of messages without values, typed as such. */
export type PlainMessages<T> = { readonly [K in keyof T]: TypedMessageDescriptor<NoMessageValues> };

const plain = defineMessages({
  code: { id: 'forms.management.code', defaultMessage: 'Code' },
  name: { id: 'forms.management.name', defaultMessage: 'Name' },
  city: { id: 'forms.management.city', defaultMessage: 'City' },
  pincode: { id: 'forms.management.pincode', defaultMessage: 'Pincode' },
  pincodeInvalid: { id: 'forms.management.pincodeInvalid', defaultMessage: 'Enter a 6-digit pincode.' },
  phone: { id: 'forms.management.phone', defaultMessage: 'Phone' },
  required: { id: 'forms.management.required', defaultMessage: 'This field is required.' },
  status: { id: 'forms.management.status', defaultMessage: 'Status' },
  cancel: { id: 'forms.management.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'forms.management.saveFailed', defaultMessage: 'Not saved' },
  ticket: { id: 'forms.management.ticket', defaultMessage: 'Ticket' },
  spareInStock: { id: 'forms.management.spareInStock', defaultMessage: 'In stock' },
  spareInTransit: { id: 'forms.management.spareInTransit', defaultMessage: 'In transit' },
  spareDelivered: { id: 'forms.management.spareDelivered', defaultMessage: 'Delivered' },
  spareReturned: { id: 'forms.management.spareReturned', defaultMessage: 'Returned' },
  spareDoa: { id: 'forms.management.spareDoa', defaultMessage: 'Dead on arrival' },
  projectActive: { id: 'forms.management.projectActive', defaultMessage: 'Active' },
  projectOnHold: { id: 'forms.management.projectOnHold', defaultMessage: 'On hold' },
  projectClosed: { id: 'forms.management.projectClosed', defaultMessage: 'Closed' },
  project: { id: 'forms.management.project', defaultMessage: 'Project' },
  priorityLow: { id: 'forms.management.priorityLow', defaultMessage: 'Low' },
  priorityMedium: { id: 'forms.management.priorityMedium', defaultMessage: 'Medium' },
  priorityHigh: { id: 'forms.management.priorityHigh', defaultMessage: 'High' },
  priorityCritical: { id: 'forms.management.priorityCritical', defaultMessage: 'Critical' },
  escalationOpen: { id: 'forms.management.escalationOpen', defaultMessage: 'Open' },
  escalationResolved: { id: 'forms.management.escalationResolved', defaultMessage: 'Resolved' },
  partner: { id: 'forms.management.partner', defaultMessage: 'Partner' },
  channelCall: { id: 'forms.management.channelCall', defaultMessage: 'Call' },
  channelWhatsapp: { id: 'forms.management.channelWhatsapp', defaultMessage: 'WhatsApp' },
  channelEmail: { id: 'forms.management.channelEmail', defaultMessage: 'E-mail' },
  channelVisit: { id: 'forms.management.channelVisit', defaultMessage: 'Visit' },
  partnerActive: { id: 'forms.management.partnerActive', defaultMessage: 'Active' },
  partnerPending: { id: 'forms.management.partnerPending', defaultMessage: 'Pending' },
  partnerRemovalRequested: {
    id: 'forms.management.partnerRemovalRequested',
    defaultMessage: 'Removal requested',
  },
  reviewPending: { id: 'forms.management.reviewPending', defaultMessage: 'Pending' },
  reviewApproved: { id: 'forms.management.reviewApproved', defaultMessage: 'Approved' },
  reviewRejected: { id: 'forms.management.reviewRejected', defaultMessage: 'Rejected' },
  sendCsatSurvey: { id: 'forms.management.sendCsatSurvey', defaultMessage: 'Send satisfaction survey' },
  sendServiceReport: { id: 'forms.management.sendServiceReport', defaultMessage: 'Send service report' },
  requestSpare: { id: 'forms.management.requestSpare', defaultMessage: 'Request spare' },
  notifyClient: { id: 'forms.management.notifyClient', defaultMessage: 'Notify client' },
  autoClose: { id: 'forms.management.autoClose', defaultMessage: 'Close automatically' },
});

const withValues = defineMessages<{
  tooShort: { min: number };
}>({
  tooShort: { id: 'forms.management.tooShort', defaultMessage: 'Enter at least {min} characters.' },
});

/** Type of {@link operationsMessages}. */
export type OperationsMessages = PlainMessages<typeof plain> & {
  readonly tooShort: TypedMessageDescriptor<{ min: number }>;
};

/**
 * Texts several operations features share: field names (status, name, city, code, phone, pincode,
 * ticket, project, partner), the form dialog's and schemas' texts, and the status and action labels
 * of `labels.ts` (the dashboard shows the statuses of several features). Each feature's messages
 * object picks the shared names it shows. The spec words none of these texts: the product's own
 * wording. Message ids keep the former `forms.management.` prefix, so no translation changes.
 */
export const operationsMessages: OperationsMessages = { ...plain, ...withValues };
