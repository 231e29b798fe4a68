import type { IntlShape } from 'react-intl';
import { secondFactorMessages as m } from './messages.ts';

/** Longest passkey name the server takes (characters). Issue 23 (passkeys; not in the spec). */
export const PASSKEY_NAME_MAX = 60;

/**
 * The passkey name check shared by 'Add a passkey' and 'Rename': 1 to {@link PASSKEY_NAME_MAX}
 * characters once trimmed. Returns Formik errors: `{ name }` holds 'passkeyNameInvalid' in the
 * user's language, `{}` when the name is fine.
 */
export function validatePasskeyName(intl: IntlShape, values: { name: string }): { name?: string } {
  const name = values.name.trim();
  return name.length >= 1 && name.length <= PASSKEY_NAME_MAX
    ? {}
    : { name: intl.formatMessage(m.passkeyNameInvalid) };
}

/** A passkey as the Security page lists it. Times are ISO 8601 instants. */
export interface SecurityPasskey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
