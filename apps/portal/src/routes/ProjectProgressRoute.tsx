import { useProjects } from '@partner-portal/api/hooks';
import { ProjectProgressList } from '@partner-portal/forms/client-projects';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { RouteModuleProps } from '../config/routes.ts';
import { hrefTo } from '../config/paths.ts';
import { listFailureText } from '../lib/failureText.ts';
import { ticketRouteMessages as r } from './tickets/messages.ts';

/**
 * /project (project_manager's landing page) and /client-project-list (the client roles' landing
 * page, access §6): projects with their open tickets, SLA breaches and progress (GET
 * /management/projects/; a client user gets their own company's projects only). A project opens
 * its tickets: /project-details/:id for staff, /ticket-progress?project= for client users.
 * Spec: access §1 'client projects', operations §2 (issue 13).
 */
export function ProjectProgressRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const isClient = route.id === 'clientProjectList';
  const read = useProjects({ page_size: 100, ordering: 'name' });
  return (
    <ProjectProgressList
      title={intl.formatMessage(isClient ? r.clientProjectsTitle : r.projectsTitle)}
      projects={read.data?.results}
      isLoading={read.isLoading}
      error={read.error ? listFailureText(intl, read.error) : undefined}
      onRetry={() => void read.mutate()}
      onOpenProject={(id) =>
        void navigate(
          isClient
            ? `${hrefTo('ticketProgress')}?project=${id}`
            : hrefTo('projectDetails', { id: String(id) }),
        )
      }
    />
  );
}
