/** Escalation priorities, lowest first. */
export const ESCALATION_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** Escalation statuses. */
export const ESCALATION_STATUSES = ['open', 'resolved'] as const;
