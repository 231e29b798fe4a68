import { useProjects } from '@partner-portal/api/hooks';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { RouteModuleProps } from '../config/routes.ts';
import { ticketRouteMessages as r } from './tickets/messages.ts';
import { TicketListContainer } from './tickets/TicketListContainer.tsx';

/**
 * /project-details/:id (project staff): one project's tickets with the coordinator's actions; and
 * /ticket-progress (client roles): their company's tickets, read-only, filtered by project from
 * the URL. Spec: access §1, operations §2 (issue 13).
 */
export function ProjectTicketsRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const { id } = useParams();
  const isClient = route.id === 'ticketProgress';
  const projectId = !isClient && id && /^\d+$/.test(id) ? Number(id) : undefined;
  const projects = useProjects(projectId !== undefined ? { page_size: 100 } : null);
  const project = projects.data?.results.find((item) => item.id === projectId);
  return (
    <TicketListContainer
      variant={isClient ? 'client' : 'coordinator'}
      projectId={projectId}
      title={
        isClient
          ? intl.formatMessage(r.clientTicketsTitle)
          : intl.formatMessage(r.projectTickets, { project: project?.name ?? id ?? '' })
      }
    />
  );
}
