import type { RatingValue } from '@partner-portal/ui/pickers';

/**
 * What a valid service call report link pre-fills (operations §3 'Link-check response', §5): case
 * number, service type, arrival and fixed dates (ISO 8601), address, and the customer's name and
 * phone. The first five are locked until Edit is pressed.
 */
export interface ServiceCallPrefill {
  caseId: string;
  serviceType: string;
  /** ISO 8601 (absolute or local). */
  arrivalDate: string;
  /** ISO 8601 (absolute or local). */
  systemFixDate: string;
  customerAddress: string;
  customerName?: string;
  customerPhone?: string;
}

/** The fields prefilled from the link and locked until Edit (operations §5). */
export const LOCKED_FIELDS = [
  'caseId',
  'serviceType',
  'arrivalDate',
  'systemFixDate',
  'customerAddress',
] as const;

/**
 * Step 1, the engineer section (operations §3 'Service call
 * report'). Dates are ISO 8601 strings ('' when empty); the signature is an image `Blob`.
 */
export interface EngineerSectionValues {
  slNo: string;
  caseId: string;
  serviceType: string;
  productSerialNo: string;
  productModelNo: string;
  productName: string;
  callLogDate: string;
  arrivalDate: string;
  systemFixDate: string;
  customerName: string;
  customerContactPerson: string;
  customerPhone: string;
  customerAddress: string;
  issueDescription: string;
  resolutionSummary: string;
  engineerName: string;
  date: string;
  uefiFailureId: string;
  engineerSignature: Blob | null;
}

/** Step 2, customer feedback (operations §3 'Customer feedback update'). */
export interface CustomerFeedbackValues {
  /** 1-5: Terrible, Bad, Mediocre, Good, Excellent; `null` until chosen. */
  overallExperience: RatingValue | null;
  /** ISO 8601, '' when empty. */
  scheduleDate: string;
  customerComment: string;
  customerSignature: Blob | null;
}

/** Every value of the two-step report (one Formik instance). */
export type ServiceCallValues = EngineerSectionValues & CustomerFeedbackValues;

/**
 * Step 1 as saved: trimmed texts, serial and model numbers upper-cased, dates as absolute ISO 8601
 * (UTC) and the engineer's signature. `tickets` is added by the app from the link.
 */
export type EngineerReport = Omit<EngineerSectionValues, 'engineerSignature'> & { engineerSignature: Blob };

/** Step 2 as saved: the rating 1-5, the date as absolute ISO 8601, the comment and the signature. */
export interface CustomerFeedback {
  overallExperience: RatingValue;
  scheduleDate: string;
  customerComment: string;
  customerSignature: Blob;
}

/** Empty report values, with the link's prefill when given. */
export function serviceCallInitialValues(prefill?: ServiceCallPrefill): ServiceCallValues {
  return {
    slNo: '',
    caseId: prefill?.caseId ?? '',
    serviceType: prefill?.serviceType ?? '',
    productSerialNo: '',
    productModelNo: '',
    productName: '',
    callLogDate: '',
    arrivalDate: prefill?.arrivalDate ?? '',
    systemFixDate: prefill?.systemFixDate ?? '',
    customerName: prefill?.customerName ?? '',
    customerContactPerson: '',
    customerPhone: prefill?.customerPhone ?? '',
    customerAddress: prefill?.customerAddress ?? '',
    issueDescription: '',
    resolutionSummary: '',
    engineerName: '',
    date: '',
    uefiFailureId: '',
    engineerSignature: null,
    overallExperience: null,
    scheduleDate: '',
    customerComment: '',
    customerSignature: null,
  };
}

/**
 * An ISO 8601 date-time as absolute UTC ISO: a local value ('2026-03-02T10:30:00', what the picker
 * gives) is read in the browser's time zone; '' stays ''.
 */
export function toAbsoluteIso(value: string): string {
  if (value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const TEXT_FIELDS = [
  'slNo',
  'caseId',
  'serviceType',
  'productName',
  'customerName',
  'customerContactPerson',
  'customerPhone',
  'customerAddress',
  'issueDescription',
  'resolutionSummary',
  'engineerName',
  'uefiFailureId',
] as const;

/** Step 1's values as saved ({@link EngineerReport}); throws when the signature is missing. */
export function toEngineerReport(values: ServiceCallValues): EngineerReport {
  if (!values.engineerSignature) throw new Error('The engineer signature is missing.');
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...texts,
    productSerialNo: values.productSerialNo.trim().toUpperCase(),
    productModelNo: values.productModelNo.trim().toUpperCase(),
    callLogDate: toAbsoluteIso(values.callLogDate),
    arrivalDate: toAbsoluteIso(values.arrivalDate),
    systemFixDate: toAbsoluteIso(values.systemFixDate),
    date: toAbsoluteIso(values.date),
    engineerSignature: values.engineerSignature,
  };
}

/** Step 2's values as saved ({@link CustomerFeedback}); throws when the rating or signature is missing. */
export function toCustomerFeedback(values: ServiceCallValues): CustomerFeedback {
  if (values.overallExperience === null || !values.customerSignature) {
    throw new Error('The rating or the customer signature is missing.');
  }
  return {
    overallExperience: values.overallExperience,
    scheduleDate: toAbsoluteIso(values.scheduleDate),
    customerComment: values.customerComment.trim(),
    customerSignature: values.customerSignature,
  };
}
