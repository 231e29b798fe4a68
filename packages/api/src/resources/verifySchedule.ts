import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';
import { workTicketFromWire, type WireWorkTicket, type WorkTicket } from './workTicket.ts';

// Verify schedule (/verify-schedule; issue 14): completed visits verified with the customer.

/** State of a verification. */
export type VerificationStatus = 'to_schedule' | 'scheduled' | 'verified' | 'discrepancy';

/** How the customer is reached. */
export type VerificationChannel = 'call' | 'visit';

/** A completed visit to verify. */
export interface Verification {
  id: number;
  ticket: WorkTicket;
  /** When the ticket was last moved (its close), ISO 8601. */
  visitClosedAt: string;
  engineerName: string | null;
  status: VerificationStatus;
  channel: VerificationChannel | null;
  /** ISO 8601 instant of the call or visit. */
  scheduledAt: string | null;
  /** Who calls or visits. */
  assigneeName: string | null;
  outcomeNote: string | null;
  recordedAt: string | null;
  createdAt: string;
}

/** Query of GET /management/verify-schedule/ (orderable: status, created_at, scheduled_at, visit_closed_at). */
export interface VerificationQuery extends ListQuery {
  /** open (to schedule or scheduled; default), done, or one state. */
  status?: 'open' | 'done' | VerificationStatus;
}

/** A schedule: an instant in the future (within 90 days), a channel and who calls or visits. */
export interface VerificationPlan {
  scheduledAt: string;
  channel: VerificationChannel;
  assigneeName: string;
}

/** An outcome; a discrepancy needs a note (10-500 characters). */
export interface VerificationOutcome {
  outcome: 'verified' | 'discrepancy';
  note?: string;
}

interface WireVerification {
  id: number;
  ticket: WireWorkTicket;
  visit_closed_at: string;
  engineer_name: string | null;
  status: VerificationStatus;
  channel: VerificationChannel | null;
  scheduled_at: string | null;
  assignee_name: string | null;
  outcome_note: string | null;
  recorded_at: string | null;
  created_at: string;
}

function verificationFromWire(wire: WireVerification): Verification {
  return {
    id: wire.id,
    ticket: workTicketFromWire(wire.ticket),
    visitClosedAt: wire.visit_closed_at,
    engineerName: wire.engineer_name,
    status: wire.status,
    channel: wire.channel,
    scheduledAt: wire.scheduled_at,
    assigneeName: wire.assignee_name,
    outcomeNote: wire.outcome_note,
    recordedAt: wire.recorded_at,
    createdAt: wire.created_at,
  };
}

/**
 * `client.verifySchedule`. Every call rejects with an `ApiError`: 401, 403 (verify_scheduler
 * only), 400 (a time in the past, a discrepancy without a note), 404 another scheduler's item,
 * 409 closed or not scheduled yet.
 */
export interface VerifyScheduleApi {
  /** GET /management/verify-schedule/: the caller's own verifications. */
  list(query?: VerificationQuery, options?: RequestOptions): Promise<ListResponse<Verification>>;
  /** POST /management/verify-schedule/{id}/schedule/. */
  schedule(
    id: number,
    plan: VerificationPlan,
    options?: RequestOptions,
  ): Promise<{ message: string; verification: Verification }>;
  /** POST /management/verify-schedule/{id}/outcome/. */
  record(
    id: number,
    outcome: VerificationOutcome,
    options?: RequestOptions,
  ): Promise<{ message: string; verification: Verification }>;
}

/** Builds `client.verifySchedule`. */
export function createVerifyScheduleApi(core: HttpCore): VerifyScheduleApi {
  const written = async (path: string, body: object, options?: RequestOptions) => {
    const wire = await core.post<{ message: string; verification: WireVerification }>(path, body, options);
    return { message: wire.message, verification: verificationFromWire(wire.verification) };
  };
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireVerification>>(
          '/management/verify-schedule/',
          withQuery(query, options),
        ),
        verificationFromWire,
      ),
    schedule: (id, plan, options) =>
      written(
        `/management/verify-schedule/${id}/schedule/`,
        { scheduled_at: plan.scheduledAt, channel: plan.channel, assignee_name: plan.assigneeName.trim() },
        options,
      ),
    record: (id, outcome, options) =>
      written(
        `/management/verify-schedule/${id}/outcome/`,
        { outcome: outcome.outcome, ...(outcome.note?.trim() ? { note: outcome.note.trim() } : {}) },
        options,
      ),
  };
}
