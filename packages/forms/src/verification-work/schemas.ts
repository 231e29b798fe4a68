import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { verificationMessages as m } from './messages.ts';

/** Length limits of the verification forms (characters, after trimming). */
export const VERIFICATION_LIMITS = {
  reasonMin: 10,
  reasonMax: 500,
  remarkMax: 500,
  assigneeMax: 120,
} as const;

/** Texts the verification schemas show, in the interface language. */
export function verificationSchemaMessages(intl: IntlShape) {
  const t = intl.formatMessage;
  return {
    required: t(m.required),
    reasonLength: t(m.reasonLength),
    answerRequired: t(m.kciAnswerRequired),
    remarkRequired: t(m.kciRemarkRequired),
    decisionRequired: t(m.auditDecisionRequired),
    outcomeRequired: t(m.verifyOutcomeRequired),
    future: t(m.verifyFuture),
    pincodeInvalid: t(m.rawPincodeInvalid),
  };
}

/** What {@link verificationSchemaMessages} returns. */
export type VerificationSchemaMessages = ReturnType<typeof verificationSchemaMessages>;

const reasonWhen = (messages: VerificationSchemaMessages, field: string, value: string) =>
  yup
    .string()
    .trim()
    .default('')
    .when(field, {
      is: value,
      then: (schema) =>
        schema
          .required(messages.reasonLength)
          .min(VERIFICATION_LIMITS.reasonMin, messages.reasonLength)
          .max(VERIFICATION_LIMITS.reasonMax, messages.reasonLength),
      otherwise: (schema) => schema.max(VERIFICATION_LIMITS.reasonMax, messages.reasonLength),
    });

/** A KCI checklist: every item answered; a failed item needs a remark (at most 500 characters). */
export const kciChecklistSchema = (messages: VerificationSchemaMessages) =>
  yup.object({
    answers: yup
      .array()
      .required()
      .of(
        yup.object({
          itemId: yup.number().required(),
          answer: yup.string().default('').required(messages.answerRequired),
          remark: yup
            .string()
            .trim()
            .default('')
            .max(VERIFICATION_LIMITS.remarkMax, messages.reasonLength)
            .when('answer', { is: 'fail', then: (schema) => schema.required(messages.remarkRequired) }),
        }),
      ),
  });

/** Values of the KCI checklist dialog: one answer ('' until chosen) and remark per item. */
export interface KciChecklistValues {
  answers: { itemId: number; answer: string; remark: string }[];
}

/** What the KCI checklist dialog submits: the api's `KciItemAnswer[]`. */
export type KciChecklistSubmission = { itemId: number; answer: 'pass' | 'fail' | 'na'; remark: string }[];

/** An audit review: accept, or reject with a reason of 10-500 characters. */
export const auditReviewSchema = (messages: VerificationSchemaMessages) =>
  yup.object({
    decision: yup.string().default('').required(messages.decisionRequired),
    reason: reasonWhen(messages, 'decision', 'rejected'),
  });

/** Values of the audit review dialog. */
export interface AuditReviewValues {
  decision: '' | 'accepted' | 'rejected';
  reason: string;
}

/** A verification schedule: a time after `now()`, a channel, who calls or visits (2-120 characters). */
export const verificationScheduleSchema = (messages: VerificationSchemaMessages, now: () => Date) =>
  yup.object({
    at: yup
      .string()
      .default('')
      .required(messages.required)
      .test('future', messages.future, (value) => !value || new Date(value).getTime() > now().getTime()),
    channel: yup.string().default('').required(messages.required),
    assigneeName: yup
      .string()
      .trim()
      .default('')
      .required(messages.required)
      .min(2, messages.required)
      .max(VERIFICATION_LIMITS.assigneeMax, messages.required),
  });

/** Values of the schedule dialog: `at` an ISO date-time ('' when empty). */
export interface VerificationScheduleValues {
  at: string;
  channel: '' | 'call' | 'visit';
  assigneeName: string;
}

/** What the schedule dialog submits (the api's `VerificationPlan`): `scheduledAt` an ISO 8601 instant. */
export interface VerificationScheduleSubmission {
  scheduledAt: string;
  channel: 'call' | 'visit';
  assigneeName: string;
}

/** A verification outcome: verified, or a discrepancy with a note of 10-500 characters. */
export const verificationOutcomeSchema = (messages: VerificationSchemaMessages) =>
  yup.object({
    outcome: yup.string().default('').required(messages.outcomeRequired),
    note: reasonWhen(messages, 'outcome', 'discrepancy'),
  });

/** Values of the outcome dialog. */
export interface VerificationOutcomeValues {
  outcome: '' | 'verified' | 'discrepancy';
  note: string;
}

/** A resolved address: a 6-digit pincode (not starting with 0) and one of its districts. */
export const rawAddressSchema = (messages: VerificationSchemaMessages) =>
  yup.object({
    pincode: yup
      .string()
      .trim()
      .default('')
      .required(messages.pincodeInvalid)
      .matches(/^[1-9][0-9]{5}$/, messages.pincodeInvalid),
    district: yup.string().default('').required(messages.required),
  });

/** Values of the raw address dialog. */
export interface RawAddressValues {
  pincode: string;
  district: string;
}
