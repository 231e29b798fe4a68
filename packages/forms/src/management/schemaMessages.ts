import type { IntlShape } from 'react-intl';
import { managementMessages } from './messages.ts';
import type { ManagementSchemaMessages } from './schemas.ts';

/** The schema texts in the interface language. */
export function schemaMessages(intl: IntlShape): ManagementSchemaMessages {
  const t = intl.formatMessage;
  return {
    required: t(managementMessages.required),
    tooShort: (min) => t(managementMessages.tooShort, { min }),
    codeInvalid: t(managementMessages.codeInvalid),
    pincodeInvalid: t(managementMessages.pincodeInvalid),
    phoneInvalid: t(managementMessages.phoneInvalid),
    chooseOne: t(managementMessages.chooseOne),
  };
}
