import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  projects: { id: 'forms.management.projects', defaultMessage: 'Projects' },
  noProjects: { id: 'forms.management.noProjects', defaultMessage: 'No projects yet' },
  client: { id: 'forms.management.client', defaultMessage: 'Client' },
  startDate: { id: 'forms.management.startDate', defaultMessage: 'Start date' },
  openTasks: { id: 'forms.management.openTasks', defaultMessage: 'Open tasks' },
  openEscalations: { id: 'forms.management.openEscalations', defaultMessage: 'Open escalations' },
});

/** Type of {@link projectMessages}: each descriptor knows the values its message needs. */
export type ProjectMessages = PlainMessages<typeof plain> &
  Pick<OperationsMessages, 'code' | 'name' | 'city' | 'status'>;

/**
 * Texts of the project list (operations §2 project-list, §7 'Management and warehouse'). The field
 * names it shares with other operations features come from `operationsMessages`. The spec words
 * none of these texts: the product's own wording. Message ids keep the former `forms.management.`
 * prefix, so no translation changes.
 */
export const projectMessages: ProjectMessages = {
  ...plain,
  code: shared.code,
  name: shared.name,
  city: shared.city,
  status: shared.status,
};
