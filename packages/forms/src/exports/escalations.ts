/**
 * `@partner-portal/forms/escalations`: the escalated tickets: columns and row, priority and status
 * labels and texts (operations §2 escalate-tasks).
 * @packageDocumentation
 */
export { escalationColumns } from '../escalations/EscalationList/columns.tsx';
export type { EscalationListRow } from '../escalations/EscalationList/columns.tsx';
export { escalationStatusLabels, labelOf, optionsOf, priorityLabels } from '../operations-shared/labels.ts';
export { escalationMessages } from '../escalations/messages.ts';
export type { EscalationMessages } from '../escalations/messages.ts';
export { EscalationList } from '../escalations/EscalationList/EscalationList.tsx';
export type { EscalationListProps } from '../escalations/EscalationList/EscalationList.tsx';
