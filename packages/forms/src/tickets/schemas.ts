import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ticketMessages as m } from './messages.ts';
import type { TicketPriority } from './types.ts';

/** Texts the ticket schemas show. */
export interface TicketSchemaMessages {
  required: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  partnerRequired: string;
  endAfterStart: string;
  decisionRequired: string;
  qcReasonRequired: string;
}

/** The ticket schema texts in the interface language. */
export function ticketSchemaMessages(intl: IntlShape): TicketSchemaMessages {
  const t = intl.formatMessage;
  return {
    required: t(m.required),
    tooShort: (min) => t(m.tooShort, { min }),
    tooLong: (max) => t(m.tooLong, { max }),
    partnerRequired: t(m.assignPartnerRequired),
    endAfterStart: t(m.visitEndAfterStart),
    decisionRequired: t(m.qcDecisionRequired),
    qcReasonRequired: t(m.qcReasonRequired),
  };
}

/** Length limits of the ticket forms (characters, after trimming). */
export const TICKET_LIMITS = {
  reasonMin: 10,
  reasonMax: 500,
  qcReasonMax: 500,
} as const;

const reason = (messages: TicketSchemaMessages) =>
  yup
    .string()
    .trim()
    .required(messages.required)
    .min(TICKET_LIMITS.reasonMin, messages.tooShort(TICKET_LIMITS.reasonMin))
    .max(TICKET_LIMITS.reasonMax, messages.tooLong(TICKET_LIMITS.reasonMax));

/** Assign: a partner id (the radio's string value). */
export const assignPartnerSchema = (messages: TicketSchemaMessages) =>
  yup.object({ partnerId: yup.string().required(messages.partnerRequired) });

/** Values of the assign dialog. */
export interface AssignPartnerValues {
  partnerId: string;
}

const time = (value: string | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/** Schedule: a start and an end (ISO date-times), both required, the end after the start. */
export const scheduleVisitSchema = (messages: TicketSchemaMessages) =>
  yup.object({
    start: yup.string().required(messages.required),
    end: yup
      .string()
      .required(messages.required)
      .test('after-start', messages.endAfterStart, function afterStart(end) {
        const start = time(this.parent.start as string | undefined);
        return Number.isNaN(start) || time(end) > start;
      }),
  });

/** Values of the schedule dialog: ISO date-times ('YYYY-MM-DDTHH:mm:ss' local from the picker, or an instant), '' when empty. */
export interface ScheduleVisitValues {
  start: string;
  end: string;
}

/** What the schedule dialog submits: the window as ISO 8601 instants ('…Z'), as `TicketMove` takes them. */
export interface ScheduleVisitSubmission {
  visitStart: string;
  visitEnd: string;
}

/** A picker value (local 'YYYY-MM-DDTHH:mm:ss' or an instant) as an ISO 8601 instant in UTC. */
export const toInstant = (value: string) => new Date(value).toISOString();

/** Hold or cancel: a reason of 10 to 500 characters. */
export const ticketReasonSchema = (messages: TicketSchemaMessages) =>
  yup.object({ reason: reason(messages) });

/** Values of the hold and cancel dialogs. */
export interface TicketReasonValues {
  reason: string;
}

/** Escalate: a reason of 10 to 500 characters and a priority. */
export const escalateTicketSchema = (messages: TicketSchemaMessages) =>
  yup.object({
    reason: reason(messages),
    priority: yup
      .mixed<TicketPriority>()
      .oneOf(['low', 'medium', 'high', 'critical'])
      .required(messages.required),
  });

/** Values of the escalate dialog. */
export interface EscalateTicketValues {
  reason: string;
  priority: TicketPriority;
}

/** QC review: pass (optional remarks up to 500), or reject with a reason of 10 to 500 characters (the server's rule). */
export const qcReviewSchema = (messages: TicketSchemaMessages) =>
  yup.object({
    decision: yup.string().oneOf(['pass', 'reject']).required(messages.decisionRequired),
    reason: yup
      .string()
      .trim()
      .max(TICKET_LIMITS.qcReasonMax, messages.tooLong(TICKET_LIMITS.qcReasonMax))
      .when('decision', {
        is: 'reject',
        then: (schema) =>
          schema
            .required(messages.qcReasonRequired)
            .min(TICKET_LIMITS.reasonMin, messages.tooShort(TICKET_LIMITS.reasonMin)),
      }),
  });

/** Values of the QC review dialog ('' before a decision). */
export interface QcReviewValues {
  decision: '' | 'pass' | 'reject';
  reason: string;
}

/** What the QC review dialog submits. */
export interface QcReviewSubmission {
  decision: 'pass' | 'reject';
  reason: string;
}

/** Texts of {@link createTicketSchema} beyond the shared ones. */
export interface CreateTicketSchemaMessages extends TicketSchemaMessages {
  phoneInvalid: string;
  pincodeInvalid: string;
  slaInPast: string;
}

/** Length limits of the create-ticket form. */
export const CREATE_TICKET_LIMITS = {
  caseId: 40,
  customerName: 120,
  address: 500,
  product: 120,
} as const;

const requiredText = (messages: TicketSchemaMessages, max: number) =>
  yup.string().trim().required(messages.required).max(max, messages.tooLong(max));

/**
 * Create a ticket: project, case id (≤ 40), SOW subtype, customer name (≤ 120), phone (exactly
 * 10 digits), address (≤ 500), pincode (6 digits), product name, model and serial (≤ 120 each),
 * priority, and an SLA due time after `now()`.
 */
export const createTicketSchema = (
  messages: CreateTicketSchemaMessages,
  now: () => Date = () => new Date(),
) =>
  yup.object({
    projectId: yup.string().required(messages.required),
    caseId: requiredText(messages, CREATE_TICKET_LIMITS.caseId),
    sowSubtype: yup.string().required(messages.required),
    customerName: requiredText(messages, CREATE_TICKET_LIMITS.customerName),
    customerPhone: yup
      .string()
      .trim()
      .required(messages.required)
      .matches(/^\d{10}$/, messages.phoneInvalid),
    rawAddress: requiredText(messages, CREATE_TICKET_LIMITS.address),
    pincode: yup
      .string()
      .trim()
      .required(messages.required)
      .matches(/^\d{6}$/, messages.pincodeInvalid),
    productName: requiredText(messages, CREATE_TICKET_LIMITS.product),
    productModel: requiredText(messages, CREATE_TICKET_LIMITS.product),
    serialNumber: requiredText(messages, CREATE_TICKET_LIMITS.product),
    priority: yup
      .mixed<TicketPriority>()
      .oneOf(['low', 'medium', 'high', 'critical'])
      .required(messages.required),
    slaDueAt: yup
      .string()
      .required(messages.required)
      .test('after-now', messages.slaInPast, (value) => !value || time(value) > now().getTime()),
  });

/** Values of the create-ticket form (strings as typed; ids as strings; '' when empty). */
export interface CreateTicketValues {
  projectId: string;
  caseId: string;
  sowSubtype: string;
  customerName: string;
  customerPhone: string;
  rawAddress: string;
  pincode: string;
  productName: string;
  productModel: string;
  serialNumber: string;
  priority: TicketPriority;
  /** Local ISO date-time from the picker ('YYYY-MM-DDTHH:mm:ss'). */
  slaDueAt: string;
}

/** An empty create-ticket form (priority Medium). */
export const createTicketInitialValues: CreateTicketValues = {
  projectId: '',
  caseId: '',
  sowSubtype: '',
  customerName: '',
  customerPhone: '',
  rawAddress: '',
  pincode: '',
  productName: '',
  productModel: '',
  serialNumber: '',
  priority: 'medium',
  slaDueAt: '',
};

/**
 * What the create-ticket form submits: trimmed values, the project id as a number, `slaDueAt` as an
 * ISO 8601 instant ('…Z'), and the looked-up place.
 */
export interface CreateTicketSubmission extends Omit<CreateTicketValues, 'projectId'> {
  projectId: number;
  /** From the pincode lookup, `null` when it found none. */
  district: string | null;
  state: string | null;
}
