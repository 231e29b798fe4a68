import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  createdAt: { id: 'forms.management.createdAt', defaultMessage: 'Created' },
  sowActions: { id: 'forms.management.sowActions', defaultMessage: 'SOW subtype actions' },
  noSowActions: { id: 'forms.management.noSowActions', defaultMessage: 'No actions set yet' },
  sowsubtype: { id: 'forms.management.sowsubtype', defaultMessage: 'SOW subtype' },
  action: { id: 'forms.management.action', defaultMessage: 'Action' },
  addSowAction: { id: 'forms.management.addSowAction', defaultMessage: 'Add action' },
  saveSowAction: { id: 'forms.management.saveSowAction', defaultMessage: 'Save action' },
  chooseOne: { id: 'forms.management.chooseOne', defaultMessage: 'Choose one.' },
});

/** Type of {@link sowActionMessages}: each descriptor knows the values its message needs. */
export type SowActionMessages = PlainMessages<typeof plain> & Pick<OperationsMessages, 'project'>;

/**
 * Texts of the SOW subtype actions and the 'Add action' dialog (operations §2 tools, §7 'Management
 * and warehouse'). The field names it shares with other operations features come from
 * `operationsMessages`. The spec words none of these texts: the product's own wording. Message ids
 * keep the former `forms.management.` prefix, so no translation changes.
 */
export const sowActionMessages: SowActionMessages = { ...plain, project: shared.project };
