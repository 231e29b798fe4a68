import { ticketMessages } from '@partner-portal/forms/tickets';
import { Button } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { userCan } from '../lib/access.ts';
import { ticketRouteMessages as r } from './tickets/messages.ts';
import { TicketListContainer } from './tickets/TicketListContainer.tsx';

/**
 * /ticket-list, the coordinator's landing page (access §6; also project_manager, admin, kci,
 * auditor_user): every ticket with filters, row actions and bulk assignment for those who
 * dispatch, and 'Create ticket'. Spec: access §1 'Project Management', operations §2 (issue 13).
 */
export function TicketListRoute() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  return (
    <TicketListContainer
      variant="coordinator"
      title={t(ticketMessages.listTitle)}
      toolbar={
        userCan('ticketCreate') ? (
          <Button variant="secondary" size="sm" onPress={() => void navigate(hrefTo('createTicket'))}>
            {t(r.createTicket)}
          </Button>
        ) : null
      }
    />
  );
}
