import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.serviceCallReport.title', defaultMessage: 'Service Call Report' },
  checking: { id: 'forms.serviceCallReport.checking', defaultMessage: 'Checking link' },
  linkCheckFailed: { id: 'forms.serviceCallReport.linkCheckFailed', defaultMessage: 'Error Checking Link!' },
  saveFailed: { id: 'forms.serviceCallReport.saveFailed', defaultMessage: 'Error Saving Form Data!' },
  fillField: { id: 'forms.serviceCallReport.fillField', defaultMessage: 'Please fill the field!' },
  selectDate: { id: 'forms.serviceCallReport.selectDate', defaultMessage: 'Please Select the date!' },
  stepsLabel: { id: 'forms.serviceCallReport.stepsLabel', defaultMessage: 'Report steps' },
  engineerStep: { id: 'forms.serviceCallReport.engineerStep', defaultMessage: 'Engineer section' },
  feedbackStep: { id: 'forms.serviceCallReport.feedbackStep', defaultMessage: 'Customer feedback' },
  prefilledNote: {
    id: 'forms.serviceCallReport.prefilledNote',
    defaultMessage: 'Case number, service type, arrival date, fixed date and address come from the ticket.',
  },
  edit: {
    id: 'forms.serviceCallReport.edit',
    defaultMessage: 'Edit',
    description: 'Button on the service call report summary: change the answers (verb)',
  },
  slNo: { id: 'forms.serviceCallReport.slNo', defaultMessage: 'Serial no.' },
  caseId: { id: 'forms.serviceCallReport.caseId', defaultMessage: 'Case number' },
  serviceType: { id: 'forms.serviceCallReport.serviceType', defaultMessage: 'Service type' },
  productSerialNo: { id: 'forms.serviceCallReport.productSerialNo', defaultMessage: 'Product serial number' },
  productModelNo: { id: 'forms.serviceCallReport.productModelNo', defaultMessage: 'Product model number' },
  productName: { id: 'forms.serviceCallReport.productName', defaultMessage: 'Product name' },
  callLogDate: { id: 'forms.serviceCallReport.callLogDate', defaultMessage: 'Call log date' },
  arrivalDate: { id: 'forms.serviceCallReport.arrivalDate', defaultMessage: 'Arrival date' },
  systemFixDate: { id: 'forms.serviceCallReport.systemFixDate', defaultMessage: 'Fixed date' },
  customerName: { id: 'forms.serviceCallReport.customerName', defaultMessage: 'Customer name' },
  customerContactPerson: {
    id: 'forms.serviceCallReport.customerContactPerson',
    defaultMessage: 'Customer contact person',
  },
  customerPhone: { id: 'forms.serviceCallReport.customerPhone', defaultMessage: 'Customer phone' },
  customerAddress: { id: 'forms.serviceCallReport.customerAddress', defaultMessage: 'Customer address' },
  issueDescription: { id: 'forms.serviceCallReport.issueDescription', defaultMessage: 'Issue description' },
  resolutionSummary: {
    id: 'forms.serviceCallReport.resolutionSummary',
    defaultMessage: 'Resolution summary',
  },
  engineerName: { id: 'forms.serviceCallReport.engineerName', defaultMessage: 'Engineer name' },
  date: {
    id: 'forms.serviceCallReport.date',
    defaultMessage: 'Date',
    description: 'Field label: the date of the service visit (noun)',
  },
  uefiFailureId: { id: 'forms.serviceCallReport.uefiFailureId', defaultMessage: 'UEFI failure ID' },
  engineerSignature: {
    id: 'forms.serviceCallReport.engineerSignature',
    defaultMessage: 'Engineer signature',
  },
  overallExperience: {
    id: 'forms.serviceCallReport.overallExperience',
    defaultMessage: 'Overall experience',
  },
  scheduleDate: {
    id: 'forms.serviceCallReport.scheduleDate',
    defaultMessage: 'Date',
    description: 'Field label: the date the visit is scheduled for (noun)',
  },
  customerComment: { id: 'forms.serviceCallReport.customerComment', defaultMessage: 'Comments' },
  customerSignature: {
    id: 'forms.serviceCallReport.customerSignature',
    defaultMessage: 'Customer signature',
  },
  saveEngineer: { id: 'forms.serviceCallReport.saveEngineer', defaultMessage: 'Save and continue' },
  submitFeedback: { id: 'forms.serviceCallReport.submitFeedback', defaultMessage: 'Submit' },
  uploadLink: { id: 'forms.serviceCallReport.uploadLink', defaultMessage: 'Upload documents' },
});

/**
 * Texts of the service call report. 'Error Checking Link!', 'Error Saving Form Data!', 'Please fill
 * the field!' and 'Please Select the date!' are the spec's (operations §5, §8 'Forms'); the field
 * labels are ours (the spec gives field names only). Spec: operations §2, §3, §5, §8.
 */
export const serviceCallMessages: ServiceCallMessages = plain;

/** Type of {@link serviceCallMessages}. */
export type ServiceCallMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};
