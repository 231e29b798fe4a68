import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { projectStatusLabels, optionsOf } from '../../operations-shared/labels.ts';
import { projectColumns, type ProjectListRow } from './columns.tsx';
import { projectMessages as m } from '../messages.ts';

/**
 * Props of {@link ProjectList}: one page of rows, the total, the list state (search, filters,
 * ordering, page; the route keeps it in the URL), and the loading and failure state with a Retry.
 */
export type ProjectListProps<T extends ProjectListRow = ProjectListRow> = Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
>;

/**
 * The projects: code, name, client, city, start date, status, open tasks and open escalations; search, a 'Status' filter (server filter `status`), sortable columns, paged.
 * Loading, empty ('No projects yet') and failure (with Retry) states come from `ListScreen`.
 * Spec: operations §2 project-list, §7.
 */
export function ProjectList<T extends ProjectListRow>(list: ProjectListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => projectColumns(intl), [intl]);
  const filters = useMemo(
    () => [{ id: 'status', label: t(m.status), options: optionsOf(intl, projectStatusLabels) }],
    [intl, t],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(m.projects)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noProjects)}
    />
  );
}
