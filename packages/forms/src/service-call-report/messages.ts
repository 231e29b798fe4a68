import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.serviceCall.title', defaultMessage: 'Service Call Report' },
  checking: { id: 'forms.serviceCall.checking', defaultMessage: 'Checking link' },
  linkCheckFailed: { id: 'forms.serviceCall.linkCheckFailed', defaultMessage: 'Error Checking Link!' },
  saveFailed: { id: 'forms.serviceCall.saveFailed', defaultMessage: 'Error Saving Form Data!' },
  fillField: { id: 'forms.serviceCall.fillField', defaultMessage: 'Please fill the field!' },
  selectDate: { id: 'forms.serviceCall.selectDate', defaultMessage: 'Please Select the date!' },
  stepsLabel: { id: 'forms.serviceCall.stepsLabel', defaultMessage: 'Report steps' },
  engineerStep: { id: 'forms.serviceCall.engineerStep', defaultMessage: 'Engineer section' },
  feedbackStep: { id: 'forms.serviceCall.feedbackStep', defaultMessage: 'Customer feedback' },
  prefilledNote: {
    id: 'forms.serviceCall.prefilledNote',
    defaultMessage: 'Case number, service type, arrival date, fixed date and address come from the ticket.',
  },
  edit: { id: 'forms.serviceCall.edit', defaultMessage: 'Edit' },
  slno: { id: 'forms.serviceCall.slno', defaultMessage: 'Serial no.' },
  caseid: { id: 'forms.serviceCall.caseid', defaultMessage: 'Case number' },
  serviestype: { id: 'forms.serviceCall.serviestype', defaultMessage: 'Service type' },
  productserialno: { id: 'forms.serviceCall.productserialno', defaultMessage: 'Product serial number' },
  productmodelno: { id: 'forms.serviceCall.productmodelno', defaultMessage: 'Product model number' },
  productname: { id: 'forms.serviceCall.productname', defaultMessage: 'Product name' },
  calllogdate: { id: 'forms.serviceCall.calllogdate', defaultMessage: 'Call log date' },
  arrivaldate: { id: 'forms.serviceCall.arrivaldate', defaultMessage: 'Arrival date' },
  systemfixdate: { id: 'forms.serviceCall.systemfixdate', defaultMessage: 'Fixed date' },
  customername: { id: 'forms.serviceCall.customername', defaultMessage: 'Customer name' },
  customercontactperson: {
    id: 'forms.serviceCall.customercontactperson',
    defaultMessage: 'Customer contact person',
  },
  customerphone: { id: 'forms.serviceCall.customerphone', defaultMessage: 'Customer phone' },
  customeraddress: { id: 'forms.serviceCall.customeraddress', defaultMessage: 'Customer address' },
  issuedescription: { id: 'forms.serviceCall.issuedescription', defaultMessage: 'Issue description' },
  resolutionsummary: { id: 'forms.serviceCall.resolutionsummary', defaultMessage: 'Resolution summary' },
  engineername: { id: 'forms.serviceCall.engineername', defaultMessage: 'Engineer name' },
  date: { id: 'forms.serviceCall.date', defaultMessage: 'Date' },
  uefifailureid: { id: 'forms.serviceCall.uefifailureid', defaultMessage: 'UEFI failure ID' },
  enggsigfiles: { id: 'forms.serviceCall.enggsigfiles', defaultMessage: 'Engineer signature' },
  overallexperiance: { id: 'forms.serviceCall.overallexperiance', defaultMessage: 'Overall experience' },
  schduledate: { id: 'forms.serviceCall.schduledate', defaultMessage: 'Date' },
  costumercomment: { id: 'forms.serviceCall.costumercomment', defaultMessage: 'Comments' },
  custsigfiles: { id: 'forms.serviceCall.custsigfiles', defaultMessage: 'Customer signature' },
  saveEngineer: { id: 'forms.serviceCall.saveEngineer', defaultMessage: 'Save and continue' },
  submitFeedback: { id: 'forms.serviceCall.submitFeedback', defaultMessage: 'Submit' },
  uploadLink: { id: 'forms.serviceCall.uploadLink', defaultMessage: 'Upload documents' },
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
