import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { schemaMessages } from '../operations-shared/schemaMessages.ts';
import { text, type OperationsSchemaMessages } from '../operations-shared/schemas.ts';
import { sowActionMessages } from './messages.ts';

/** Texts the SOW subtype action schema shows. */
export interface SowActionSchemaMessages extends OperationsSchemaMessages {
  chooseOne: string;
}

/** The SOW subtype action schema's texts in the interface language. */
export function sowActionSchemaMessages(intl: IntlShape): SowActionSchemaMessages {
  return { ...schemaMessages(intl), chooseOne: intl.formatMessage(sowActionMessages.chooseOne) };
}

/** The SOW subtype action form: a project, a subtype of 2-80 characters and an action. */
export function sowActionSchema(messages: SowActionSchemaMessages) {
  return yup.object({
    projectId: yup.string().required(messages.chooseOne),
    sowSubtype: text(messages, 2, 80),
    action: yup.string().required(messages.chooseOne),
  });
}

/** Values of the SOW subtype action form (project id as the chosen option id). */
export interface SowActionValues {
  projectId: string;
  sowSubtype: string;
  action: string;
}
