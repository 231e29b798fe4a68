/**
 * `@partner-portal/forms/service-call-report`: the two-step Service Call Report reached by link
 * (operations §2 'Service Call Report form', §3, §4, §5, §8 'Forms').
 * @packageDocumentation
 */
export { ServiceCallReportForm } from '../service-call-report/ServiceCallReportForm.tsx';
export type { ServiceCallReportFormProps } from '../service-call-report/ServiceCallReportForm.tsx';
export {
  LOCKED_FIELDS,
  serviceCallInitialValues,
  toAbsoluteIso,
  toCustomerFeedback,
  toEngineerReport,
} from '../service-call-report/values.ts';
export type {
  CustomerFeedback,
  CustomerFeedbackValues,
  EngineerReport,
  EngineerSectionValues,
  ServiceCallPrefill,
  ServiceCallValues,
} from '../service-call-report/values.ts';
export { serviceCallMessages } from '../service-call-report/messages.ts';
export type { ServiceCallMessages } from '../service-call-report/messages.ts';
