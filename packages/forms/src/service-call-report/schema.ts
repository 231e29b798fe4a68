import * as yup from 'yup';
import type { ServiceCallValues } from './values.ts';

/** Messages the service call report schemas show, already translated. */
export interface ServiceCallSchemaMessages {
  /** 'Please fill the field!' (operations §5). */
  fillField: string;
  /** 'Please Select the date!' (operations §5). */
  selectDate: string;
}

const text = (message: string) => yup.string().trim().required(message);
const date = (message: string) => yup.string().required(message);
const blob = (message: string) =>
  yup
    .mixed<Blob>()
    .nullable()
    .test('present', message, (value) => value instanceof Blob && value.size > 0);

/**
 * Step 1, the engineer section: every listed text field required ('Please fill the field!'), serial
 * no. and UEFI failure ID included; every date required ('Please Select the date!'): call log,
 * arrival, fixed and the report's date; the engineer's signature required. Spec: operations §3, §5
 * ("All listed text fields are required").
 */
export function engineerSectionSchema(messages: ServiceCallSchemaMessages) {
  const fill = messages.fillField;
  return yup.object({
    slNo: text(fill),
    caseId: text(fill),
    serviceType: text(fill),
    productSerialNo: text(fill),
    productModelNo: text(fill),
    productName: text(fill),
    callLogDate: date(messages.selectDate),
    arrivalDate: date(messages.selectDate),
    systemFixDate: date(messages.selectDate),
    customerName: text(fill),
    customerContactPerson: text(fill),
    customerPhone: text(fill),
    customerAddress: text(fill),
    issueDescription: text(fill),
    resolutionSummary: text(fill),
    engineerName: text(fill),
    date: date(messages.selectDate),
    uefiFailureId: text(fill),
    engineerSignature: blob(fill),
  });
}

/**
 * Step 2, customer feedback: rating, date and comments required, and the customer's signature.
 * Spec: operations §3 'Customer feedback update', §5 ('The feedback step requires rating, date and
 * comments').
 */
export function customerFeedbackSchema(messages: ServiceCallSchemaMessages) {
  return yup.object({
    overallExperience: yup.number().nullable().required(messages.fillField),
    scheduleDate: date(messages.selectDate),
    customerComment: text(messages.fillField),
    customerSignature: blob(messages.fillField),
  });
}

/** The schema of each step, by index (0 engineer, 1 feedback). */
export function serviceCallStepSchemas(messages: ServiceCallSchemaMessages) {
  return [engineerSectionSchema(messages), customerFeedbackSchema(messages)] as unknown as [
    yup.Schema<ServiceCallValues>,
    yup.Schema<ServiceCallValues>,
  ];
}
