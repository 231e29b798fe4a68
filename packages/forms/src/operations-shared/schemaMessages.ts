import type { IntlShape } from 'react-intl';
import { operationsMessages } from './messages.ts';
import type { OperationsSchemaMessages } from './schemas.ts';

/** The shared schema texts in the interface language. */
export function schemaMessages(intl: IntlShape): OperationsSchemaMessages {
  const t = intl.formatMessage;
  return {
    required: t(operationsMessages.required),
    tooShort: (min) => t(operationsMessages.tooShort, { min }),
  };
}
