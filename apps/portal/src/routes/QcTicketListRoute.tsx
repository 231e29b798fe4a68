import type { RouteModuleProps } from '../config/routes.ts';
import { ticketMessages } from '@partner-portal/forms/tickets';
import { useIntl } from 'react-intl';
import { ticketRouteMessages as r } from './tickets/messages.ts';
import { TicketListContainer } from './tickets/TicketListContainer.tsx';

/**
 * /qc-ticket-list (qc's landing page, access §6): completed tickets waiting for quality review;
 * a ticket opens its evidence (report, signatures, photos) with 'Pass QC' and 'Reject QC'.
 * /qc-tasks: the tickets QC sent back (QC rejected), until dispatch sends them for rework.
 * Spec: access §1 'quality checks', operations §2, §6 (issue 13).
 */
export function QcTicketListRoute({ route }: RouteModuleProps) {
  const t = useIntl().formatMessage;
  const rejected = route.id === 'qcTasks';
  return (
    <TicketListContainer
      variant="qc"
      title={t(rejected ? r.qcTasksTitle : ticketMessages.qcListTitle)}
      description={rejected ? undefined : t(r.qcDescription)}
      defaultStatus={rejected ? 'qc_rejected' : 'completed'}
    />
  );
}
