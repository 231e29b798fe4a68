import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

/** Descriptors of messages without values, typed as such. */
export type PlainMessages<T> = { readonly [K in keyof T]: TypedMessageDescriptor<NoMessageValues> };

const plain = defineMessages({
  code: {
    id: 'forms.management.code',
    defaultMessage: 'Code',
    description: 'Field label and column header: a short code that identifies a warehouse or project (noun)',
  },
  name: {
    id: 'forms.management.name',
    defaultMessage: 'Name',
    description: 'Field label and column header: name (of a warehouse, project, partner or spare)',
  },
  city: {
    id: 'forms.management.city',
    defaultMessage: 'City',
    description: 'Field label and column header: city',
  },
  pincode: { id: 'forms.management.pincode', defaultMessage: 'Pincode' },
  pincodeInvalid: { id: 'forms.management.pincodeInvalid', defaultMessage: 'Enter a 6-digit pincode.' },
  phone: {
    id: 'forms.management.phone',
    defaultMessage: 'Phone',
    description: 'Field label and column header: phone number',
  },
  required: { id: 'forms.management.required', defaultMessage: 'This field is required.' },
  status: {
    id: 'forms.management.status',
    defaultMessage: 'Status',
    description: 'Field label, column header and filter: status',
  },
  cancel: {
    id: 'forms.management.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the dialog without saving (verb)',
  },
  saveFailed: { id: 'forms.management.saveFailed', defaultMessage: 'Not saved' },
  ticket: { id: 'forms.management.ticket', defaultMessage: 'Ticket' },
  spareInStock: { id: 'forms.management.spareInStock', defaultMessage: 'In stock' },
  spareInTransit: { id: 'forms.management.spareInTransit', defaultMessage: 'In transit' },
  spareDelivered: { id: 'forms.management.spareDelivered', defaultMessage: 'Delivered' },
  spareReturned: { id: 'forms.management.spareReturned', defaultMessage: 'Returned' },
  spareDoa: { id: 'forms.management.spareDoa', defaultMessage: 'Dead on arrival' },
  projectActive: {
    id: 'forms.management.projectActive',
    defaultMessage: 'Active',
    description: 'Project status: work is going on (adjective: active)',
  },
  projectOnHold: { id: 'forms.management.projectOnHold', defaultMessage: 'On hold' },
  projectClosed: {
    id: 'forms.management.projectClosed',
    defaultMessage: 'Closed',
    description: 'Project status: finished (adjective: closed)',
  },
  project: { id: 'forms.management.project', defaultMessage: 'Project' },
  priorityLow: {
    id: 'forms.management.priorityLow',
    defaultMessage: 'Low',
    description: 'Priority level of an escalation (adjective: low priority)',
  },
  priorityMedium: { id: 'forms.management.priorityMedium', defaultMessage: 'Medium' },
  priorityHigh: {
    id: 'forms.management.priorityHigh',
    defaultMessage: 'High',
    description: 'Priority level of an escalation (adjective: high priority)',
  },
  priorityCritical: { id: 'forms.management.priorityCritical', defaultMessage: 'Critical' },
  escalationOpen: {
    id: 'forms.management.escalationOpen',
    defaultMessage: 'Open',
    description: 'Escalation status: not yet resolved (adjective: open)',
  },
  escalationResolved: { id: 'forms.management.escalationResolved', defaultMessage: 'Resolved' },
  partner: { id: 'forms.management.partner', defaultMessage: 'Partner' },
  channelCall: {
    id: 'forms.management.channelCall',
    defaultMessage: 'Call',
    description: 'Interaction channel: a phone call (noun)',
  },
  channelWhatsapp: { id: 'forms.management.channelWhatsapp', defaultMessage: 'WhatsApp' },
  channelEmail: { id: 'forms.management.channelEmail', defaultMessage: 'E-mail' },
  channelVisit: {
    id: 'forms.management.channelVisit',
    defaultMessage: 'Visit',
    description: 'Interaction channel: an in-person visit (noun)',
  },
  partnerActive: {
    id: 'forms.management.partnerActive',
    defaultMessage: 'Active',
    description: 'Partner status: approved and working (adjective: active)',
  },
  partnerPending: {
    id: 'forms.management.partnerPending',
    defaultMessage: 'Pending',
    description: 'Partner status: waiting for approval (adjective: pending)',
  },
  partnerRemovalRequested: {
    id: 'forms.management.partnerRemovalRequested',
    defaultMessage: 'Removal requested',
  },
  reviewPending: {
    id: 'forms.management.reviewPending',
    defaultMessage: 'Pending',
    description: 'Review status of submitted partner data: waiting for a decision (adjective: pending)',
  },
  reviewApproved: { id: 'forms.management.reviewApproved', defaultMessage: 'Approved' },
  reviewRejected: { id: 'forms.management.reviewRejected', defaultMessage: 'Rejected' },
  sendCsatSurvey: { id: 'forms.management.sendCsatSurvey', defaultMessage: 'Send satisfaction survey' },
  sendServiceReport: { id: 'forms.management.sendServiceReport', defaultMessage: 'Send service report' },
  requestSpare: { id: 'forms.management.requestSpare', defaultMessage: 'Request spare' },
  notifyClient: { id: 'forms.management.notifyClient', defaultMessage: 'Notify client' },
  autoClose: { id: 'forms.management.autoClose', defaultMessage: 'Close automatically' },
  sowBreakFix: {
    id: 'forms.management.sowBreakFix',
    defaultMessage: 'Break-Fix',
    description: 'SOW subtype: repair of a failed device on site',
  },
  sowInstallation: {
    id: 'forms.management.sowInstallation',
    defaultMessage: 'Installation',
    description: 'SOW subtype: installing a new device',
  },
  sowPreventiveMaintenance: {
    id: 'forms.management.sowPreventiveMaintenance',
    defaultMessage: 'Preventive Maintenance',
    description: 'SOW subtype: scheduled maintenance visit',
  },
  sowDeinstallation: {
    id: 'forms.management.sowDeinstallation',
    defaultMessage: 'De-installation',
    description: 'SOW subtype: removing a device',
  },
  sowSiteSurvey: {
    id: 'forms.management.sowSiteSurvey',
    defaultMessage: 'Site Survey',
    description: 'SOW subtype: inspecting a site before work',
  },
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
