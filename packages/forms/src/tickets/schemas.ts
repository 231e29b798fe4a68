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

/** Values of the schedule dialog: ISO date-times ('YYYY-MM-DDTHH:mm:ss' local from the picker), '' when empty. */
export interface ScheduleVisitValues {
  start: string;
  end: string;
}

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

/** QC review: pass, or reject with a reason (1 to 500 characters; optional remarks on a pass). */
export const qcReviewSchema = (messages: TicketSchemaMessages) =>
  yup.object({
    decision: yup.string().oneOf(['pass', 'reject']).required(messages.decisionRequired),
    reason: yup
      .string()
      .trim()
      .max(TICKET_LIMITS.qcReasonMax, messages.tooLong(TICKET_LIMITS.qcReasonMax))
      .when('decision', {
        is: 'reject',
        then: (schema) => schema.required(messages.qcReasonRequired),
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
