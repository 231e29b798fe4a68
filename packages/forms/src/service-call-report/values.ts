import type { RatingValue } from '@partner-portal/ui/pickers';

/**
 * What a valid service call report link pre-fills (operations §3 'Link-check response', §5): case
 * number, service type, arrival and fixed dates (ISO 8601), address, and the customer's name and
 * phone. The first five are locked until Edit is pressed.
 */
export interface ServiceCallPrefill {
  caseid: string;
  serviestype: string;
  /** ISO 8601 (absolute or local). */
  arrivaldate: string;
  /** ISO 8601 (absolute or local). */
  systemfixdate: string;
  customeraddress: string;
  customername?: string;
  customerphone?: string;
}

/** The fields prefilled from the link and locked until Edit (operations §5). */
export const LOCKED_FIELDS = [
  'caseid',
  'serviestype',
  'arrivaldate',
  'systemfixdate',
  'customeraddress',
] as const;

/**
 * Step 1, the engineer section, spelled as the server spells it (operations §3 'Service call
 * report'). Dates are ISO 8601 strings ('' when empty); the signature is an image `Blob`.
 */
export interface EngineerSectionValues {
  slno: string;
  caseid: string;
  serviestype: string;
  productserialno: string;
  productmodelno: string;
  productname: string;
  calllogdate: string;
  arrivaldate: string;
  systemfixdate: string;
  customername: string;
  customercontactperson: string;
  customerphone: string;
  customeraddress: string;
  issuedescription: string;
  resolutionsummary: string;
  engineername: string;
  date: string;
  uefifailureid: string;
  enggsigfiles: Blob | null;
}

/** Step 2, customer feedback (operations §3 'Customer feedback update'). */
export interface CustomerFeedbackValues {
  /** 1-5: Terrible, Bad, Mediocre, Good, Excellent; `null` until chosen. */
  overallexperiance: RatingValue | null;
  /** ISO 8601, '' when empty. */
  schduledate: string;
  costumercomment: string;
  custsigfiles: Blob | null;
}

/** Every value of the two-step report (one Formik instance). */
export type ServiceCallValues = EngineerSectionValues & CustomerFeedbackValues;

/**
 * Step 1 as saved: trimmed texts, serial and model numbers upper-cased, dates as absolute ISO 8601
 * (UTC) and the engineer's signature. `tickets` is added by the app from the link.
 */
export type EngineerReport = Omit<EngineerSectionValues, 'enggsigfiles'> & { enggsigfiles: Blob };

/** Step 2 as saved: the rating 1-5, the date as absolute ISO 8601, the comment and the signature. */
export interface CustomerFeedback {
  overallexperiance: RatingValue;
  schduledate: string;
  costumercomment: string;
  custsigfiles: Blob;
}

/** Empty report values, with the link's prefill when given. */
export function serviceCallInitialValues(prefill?: ServiceCallPrefill): ServiceCallValues {
  return {
    slno: '',
    caseid: prefill?.caseid ?? '',
    serviestype: prefill?.serviestype ?? '',
    productserialno: '',
    productmodelno: '',
    productname: '',
    calllogdate: '',
    arrivaldate: prefill?.arrivaldate ?? '',
    systemfixdate: prefill?.systemfixdate ?? '',
    customername: prefill?.customername ?? '',
    customercontactperson: '',
    customerphone: prefill?.customerphone ?? '',
    customeraddress: prefill?.customeraddress ?? '',
    issuedescription: '',
    resolutionsummary: '',
    engineername: '',
    date: '',
    uefifailureid: '',
    enggsigfiles: null,
    overallexperiance: null,
    schduledate: '',
    costumercomment: '',
    custsigfiles: null,
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
  'slno',
  'caseid',
  'serviestype',
  'productname',
  'customername',
  'customercontactperson',
  'customerphone',
  'customeraddress',
  'issuedescription',
  'resolutionsummary',
  'engineername',
  'uefifailureid',
] as const;

/** Step 1's values as saved ({@link EngineerReport}); throws when the signature is missing. */
export function toEngineerReport(values: ServiceCallValues): EngineerReport {
  if (!values.enggsigfiles) throw new Error('The engineer signature is missing.');
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...texts,
    productserialno: values.productserialno.trim().toUpperCase(),
    productmodelno: values.productmodelno.trim().toUpperCase(),
    calllogdate: toAbsoluteIso(values.calllogdate),
    arrivaldate: toAbsoluteIso(values.arrivaldate),
    systemfixdate: toAbsoluteIso(values.systemfixdate),
    date: toAbsoluteIso(values.date),
    enggsigfiles: values.enggsigfiles,
  };
}

/** Step 2's values as saved ({@link CustomerFeedback}); throws when the rating or signature is missing. */
export function toCustomerFeedback(values: ServiceCallValues): CustomerFeedback {
  if (values.overallexperiance === null || !values.custsigfiles) {
    throw new Error('The rating or the customer signature is missing.');
  }
  return {
    overallexperiance: values.overallexperiance,
    schduledate: toAbsoluteIso(values.schduledate),
    costumercomment: values.costumercomment.trim(),
    custsigfiles: values.custsigfiles,
  };
}
