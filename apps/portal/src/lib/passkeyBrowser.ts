import type { PasskeyAnswer } from '@partner-portal/api';
import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { failureText } from './failureText.ts';

/**
 * The browser's side of passkeys (issue 23), through @simplewebauthn/browser loaded only when a
 * passkey button is pressed, so nothing of it reaches the first paint of /signin or /portals.
 */

const messages = defineMessages({
  cancelled: {
    id: 'portal.passkey.cancelled',
    defaultMessage: 'The passkey prompt was closed before it finished. Try again when ready.',
  },
  unsupported: {
    id: 'portal.passkey.unsupported',
    defaultMessage: 'This browser cannot use passkeys. Sign in with your password.',
  },
  exists: {
    id: 'portal.passkey.exists',
    defaultMessage: 'This device already holds a passkey for your account.',
  },
});

/** Creates a passkey for the server's creation options (the browser's prompt). */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never })) as unknown as PasskeyAnswer;
}

/** Signs a challenge with a passkey for the server's request options (the browser's prompt). */
export async function getPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never })) as unknown as PasskeyAnswer;
}

/** The text of a failed passkey step: the prompt closed, no support, or the server's words. */
export function passkeyFailureText(intl: IntlShape, error: unknown): string | null {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return intl.formatMessage(messages.exists);
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return intl.formatMessage(messages.cancelled);
  }
  if (name === 'NotSupportedError' || (error instanceof Error && /not supported/i.test(error.message))) {
    return intl.formatMessage(messages.unsupported);
  }
  return failureText(intl, error);
}
