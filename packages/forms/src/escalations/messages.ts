import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  escalatedTickets: { id: 'forms.management.escalatedTickets', defaultMessage: 'Escalated tickets' },
  noEscalations: { id: 'forms.management.noEscalations', defaultMessage: 'No escalated tickets' },
  customer: { id: 'forms.management.customer', defaultMessage: 'Customer' },
  reason: { id: 'forms.management.reason', defaultMessage: 'Reason' },
  priority: { id: 'forms.management.priority', defaultMessage: 'Priority' },
  escalatedAt: { id: 'forms.management.escalatedAt', defaultMessage: 'Escalated' },
});

/** Type of {@link escalationMessages}: each descriptor knows the values its message needs. */
export type EscalationMessages = PlainMessages<typeof plain> &
  Pick<OperationsMessages, 'ticket' | 'project' | 'city' | 'status'>;

/**
 * Texts of the escalated tickets (operations §2 escalate-tasks, §7 'Management and warehouse'). The
 * field names it shares with other operations features come from `operationsMessages`. The spec
 * words none of these texts: the product's own wording. Message ids keep the former
 * `forms.management.` prefix, so no translation changes.
 */
export const escalationMessages: EscalationMessages = {
  ...plain,
  ticket: shared.ticket,
  project: shared.project,
  city: shared.city,
  status: shared.status,
};
