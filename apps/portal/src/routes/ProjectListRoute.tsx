import type { Project } from '@partner-portal/api';
import { useProjects } from '@partner-portal/api/hooks';
import { ProjectList } from '@partner-portal/forms/projects';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /project-list: the projects (GET /management/projects/) with search, a status filter, sortable
 * columns and paging kept in the URL. Spec: operations §2 (project-list), §6, §7.
 */
export function ProjectListRoute() {
  const intl = useIntl();
  const list = useListParams({ filters: ['status'], defaultOrdering: 'name' });
  const status = list.state.filters.status as Project['status'] | undefined;
  const read = useProjects({ ...list.query, ...(status ? { status } : {}) }, { keepPreviousData: true });
  return <ProjectList {...listView(intl, read)} state={list.state} onStateChange={list.setState} />;
}
