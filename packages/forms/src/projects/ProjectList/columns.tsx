import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge, date } from '../../operations-shared/cells.tsx';
import { labelOf, projectStatusLabels } from '../../operations-shared/labels.ts';
import { projectMessages as m } from '../messages.ts';

/** A project row (the api's `Project`). */
export interface ProjectListRow {
  id: number;
  code: string;
  name: string;
  clientName: string;
  city: string;
  status: string;
  startDate: string;
  openTasks: number;
  openEscalations: number;
}

/** Columns of the project list. */
export function projectColumns(intl: IntlShape): TableColumn<ProjectListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'code', name: t(m.code), allowsSorting: true },
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'client_name', name: t(m.client), allowsSorting: true, render: (row) => row.clientName },
    { id: 'city', name: t(m.city), allowsSorting: true },
    {
      id: 'start_date',
      name: t(m.startDate),
      allowsSorting: true,
      render: (row) => date(intl, row.startDate),
    },
    { id: 'openTasks', name: t(m.openTasks), align: 'end' },
    { id: 'openEscalations', name: t(m.openEscalations), align: 'end' },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, projectStatusLabels, row.status), row.status),
    },
  ];
}
