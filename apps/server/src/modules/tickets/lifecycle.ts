import type { Role } from '@partner-portal/api/roles';

/**
 * The lifecycle of a ticket (a field-service work order), in the order a ticket usually moves.
 * Spec: access §1 'Project Management: tasks, tickets, client projects, quality checks, audits';
 * the statuses are the reference server's choice (issue 13).
 */
export const TICKET_STATUSES = [
  'new',
  'assigned',
  'scheduled',
  'in_progress',
  'on_hold',
  'completed',
  'qc_passed',
  'qc_rejected',
  'closed',
  'cancelled',
] as const;

/** One ticket status. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket priorities, lowest first. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

/** One ticket priority. */
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Statuses in which the SLA no longer runs (work done, or the ticket is gone). */
export const SLA_STOPPED: readonly TicketStatus[] = ['completed', 'qc_passed', 'closed', 'cancelled'];

/** Who dispatches tickets: assign, schedule, hold, start, complete, rework, close. */
const DISPATCH = ['admin', 'project_manager', 'coordinator'] as const satisfies readonly Role[];
/** Who reviews completed work. */
const QUALITY = ['admin', 'qc'] as const satisfies readonly Role[];
/** Who may cancel a ticket. */
const MANAGERS = ['admin', 'project_manager'] as const satisfies readonly Role[];

/** One move of the lifecycle: from which statuses, to which one, and who may make it. */
export interface Transition {
  from: readonly TicketStatus[];
  /** The status after the move; `held_from` returns a ticket on hold to where it was. */
  to: TicketStatus | 'held_from';
  roles: readonly Role[];
  /** What the body must carry besides `version`. */
  needs?: 'partner' | 'visit' | 'reason';
}

/**
 * THE table of allowed moves, one row per action. The server checks every status change against
 * it (an illegal move is a 409 naming the status), and answers each ticket's `allowed_actions`
 * for the signed-in user from it, so the portal offers only what will succeed.
 */
export const TRANSITIONS = {
  assign: { from: ['new', 'assigned', 'scheduled'], to: 'assigned', roles: DISPATCH, needs: 'partner' },
  schedule: { from: ['assigned', 'scheduled'], to: 'scheduled', roles: DISPATCH, needs: 'visit' },
  start: { from: ['scheduled'], to: 'in_progress', roles: DISPATCH },
  hold: {
    from: ['new', 'assigned', 'scheduled', 'in_progress'],
    to: 'on_hold',
    roles: DISPATCH,
    needs: 'reason',
  },
  resume: { from: ['on_hold'], to: 'held_from', roles: DISPATCH },
  complete: { from: ['in_progress'], to: 'completed', roles: DISPATCH },
  qc_pass: { from: ['completed'], to: 'qc_passed', roles: QUALITY },
  qc_reject: { from: ['completed'], to: 'qc_rejected', roles: QUALITY, needs: 'reason' },
  rework: { from: ['qc_rejected'], to: 'in_progress', roles: DISPATCH },
  close: { from: ['qc_passed'], to: 'closed', roles: DISPATCH },
  cancel: {
    from: ['new', 'assigned', 'scheduled', 'on_hold'],
    to: 'cancelled',
    roles: MANAGERS,
    needs: 'reason',
  },
} as const satisfies Record<string, Transition>;

/** One action of {@link TRANSITIONS}. */
export type TicketAction = keyof typeof TRANSITIONS;

/** Every action, in the table's order. */
export const TICKET_ACTIONS = Object.keys(TRANSITIONS) as TicketAction[];

/** Every role that may make at least one move. */
export const TRANSITION_ROLES: readonly Role[] = [
  ...new Set(Object.values(TRANSITIONS).flatMap((transition) => [...transition.roles])),
];

/** True when one of `roles` may make `action`. */
export function mayAct(action: TicketAction, roles: readonly string[]): boolean {
  const allowed: readonly string[] = TRANSITIONS[action].roles;
  return roles.some((role) => allowed.includes(role));
}

/** The actions a user holding `roles` may take on a ticket in `status`, in table order. */
export function allowedActions(status: TicketStatus, roles: readonly string[]): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => {
    const from: readonly TicketStatus[] = TRANSITIONS[action].from;
    return from.includes(status) && mayAct(action, roles);
  });
}

/**
 * The assigned partner's answer to a ticket (issue 14: "accept or decline an assigned ticket"),
 * kept apart from {@link TRANSITIONS} because only the partner the ticket is assigned to may give
 * it (an ownership rule, not a role rule). `accept` keeps the status and records when the partner
 * accepted (once); `decline` returns the ticket to dispatch (status new, partner and visit
 * cleared) with a reason, also after an accept as long as the work has not started. Anything
 * else is a 409 naming the status.
 */
export const PARTNER_RESPONSES = {
  accept: { from: ['assigned', 'scheduled'], to: null },
  decline: { from: ['assigned', 'scheduled'], to: 'new', needs: 'reason' },
} as const satisfies Record<
  string,
  { from: readonly TicketStatus[]; to: TicketStatus | null; needs?: 'reason' }
>;

/** One partner response. */
export type PartnerResponse = keyof typeof PARTNER_RESPONSES;

/** The responses the assigned partner may give on a ticket in `status` (accept only until accepted). */
export function partnerResponses(status: TicketStatus, acceptedAt: Date | string | null): PartnerResponse[] {
  return (Object.keys(PARTNER_RESPONSES) as PartnerResponse[]).filter((response) => {
    const from: readonly TicketStatus[] = PARTNER_RESPONSES[response].from;
    return from.includes(status) && !(response === 'accept' && acceptedAt !== null);
  });
}
