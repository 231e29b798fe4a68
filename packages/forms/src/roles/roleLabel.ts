import type { IntlShape } from 'react-intl';
import { roleMessages } from './messages.ts';

/** A role value the server sends (operations §6). */
export type RoleName = keyof typeof roleMessages;

/** The display name of a role ('Project Manager'), or the raw value for a role the portal does not know. */
export function roleLabel(intl: IntlShape, role: string): string {
  return Object.hasOwn(roleMessages, role) ? intl.formatMessage(roleMessages[role as RoleName]) : role;
}
