import { itemIdParamsSchema, textSchema } from '../shared.ts';

/** Texts of the verification answers (the spec shows none; the reference server's wording, issue 14). */
export const VERIFY_MESSAGES = {
  notFound: 'Verification not found.',
  closed: 'This verification is closed: {status}.',
  notScheduled: 'Schedule the verification before recording its outcome.',
  scheduleInvalid:
    'Send scheduled_at (a date and time), channel (call or visit) and assignee_name (2 to 120 characters).',
  inPast: 'The verification must be scheduled in the future.',
  tooFar: 'Schedule the verification within 90 days.',
  outcomeInvalid: "Send outcome 'verified' or 'discrepancy' and a note of at most 500 characters.",
  noteNeeded: 'Describe the discrepancy in 10 to 500 characters.',
  scheduled: 'Verification of {ticket} scheduled.',
  recorded: 'Verification of {ticket} recorded: {status}.',
} as const;

/** States of a verification, and the `open` (to schedule or scheduled) and `done` groups the list filters by. */
export const VERIFY_STATUSES = ['to_schedule', 'scheduled', 'verified', 'discrepancy'] as const;
export const VERIFY_FILTERS = ['open', 'done', ...VERIFY_STATUSES] as const;

/** How the customer is reached: a phone call or a visit. */
export const VERIFY_CHANNELS = ['call', 'visit'] as const;

/** Longest time ahead a verification may be scheduled: 90 days. */
export const VERIFY_HORIZON_MS = 90 * 86_400_000;

/** Body of POST /management/verify-schedule/{id}/schedule/. */
export interface ScheduleVerificationBody {
  scheduled_at: string;
  channel: (typeof VERIFY_CHANNELS)[number];
  assignee_name: string;
}

/** POST /management/verify-schedule/{id}/schedule/. */
export const scheduleVerificationSchema = {
  ...itemIdParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['scheduled_at', 'channel', 'assignee_name'],
    properties: {
      scheduled_at: { type: 'string', format: 'date-time', maxLength: 40 },
      channel: { type: 'string', enum: VERIFY_CHANNELS },
      assignee_name: textSchema(2, 120),
    },
  },
} as const;

/** Body of POST /management/verify-schedule/{id}/outcome/. */
export interface VerificationOutcomeBody {
  outcome: 'verified' | 'discrepancy';
  note?: string;
}

/** POST /management/verify-schedule/{id}/outcome/ (a discrepancy needs a note of 10-500 characters). */
export const verificationOutcomeSchema = {
  ...itemIdParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['outcome'],
    properties: {
      outcome: { type: 'string', enum: ['verified', 'discrepancy'] },
      note: { type: 'string', maxLength: 500 },
    },
  },
} as const;
