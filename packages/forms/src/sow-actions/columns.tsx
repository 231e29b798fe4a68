import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { date } from '../operations-shared/cells.tsx';
import { labelOf, sowActionLabels, sowSubtypeLabel } from '../operations-shared/labels.ts';
import { sowActionMessages as m } from './messages.ts';

/** A SOW subtype action (the api's `SowAction`). */
export interface SowActionListRow {
  id: number;
  project: { name: string; code: string };
  sowSubtype: string;
  action: string;
  createdAt: string;
}

/** Columns of the SOW subtype actions. */
export function sowActionColumns(intl: IntlShape): TableColumn<SowActionListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'project',
      name: t(m.project),
      allowsSorting: true,
      render: (row) => `${row.project.name} (${row.project.code})`,
    },
    {
      id: 'sowsubtype',
      name: t(m.sowsubtype),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => sowSubtypeLabel(intl, row.sowSubtype),
    },
    {
      id: 'action',
      name: t(m.action),
      allowsSorting: true,
      render: (row) => labelOf(intl, sowActionLabels, row.action),
    },
    {
      id: 'created_at',
      name: t(m.createdAt),
      allowsSorting: true,
      render: (row) => date(intl, row.createdAt),
    },
  ];
}
