import { isApiError } from '@partner-portal/api';
import { useLogin, useLogout, useRequestAccountDeletion } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import {
  AccountDeletionScreen,
  accountDeletionMessages,
  type AccountDeletionAccount,
  type AccountDeletionLoginValues,
} from '@partner-portal/forms/account-deletion';
import { overlayMessages } from '@partner-portal/ui/overlays';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toastQueue } from '../lib/services.ts';
import { paths } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failurePresets, failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/** The 'Login to Continue' sign-in, kept in memory only (never stored: the visitor may cancel). */
interface DeletionSession {
  token: string;
  account: AccountDeletionAccount;
}

/**
 * /account-deletion: 'Login to Continue' signs in with POST /partner/login/ (the token stays in
 * memory, so cancelling leaves no session behind); the confirmation view's 'Warning' dialog sends
 * POST /partner/account-deletion-request/ (`ACCOUNT_DELETION_PATH` of
 * @partner-portal/api) with that token. Success clears local storage, shows 'Account
 * Deletion Requested' (the server's message) and goes to /portals. A failed request keeps the dialog
 * open with the server's message or 'Error Requesting Account Deletion!'; a 401 (the sign-in no
 * longer valid) returns to the login with the server's message. 'Not you?' revokes the sign-in
 * (POST /partner/logout/ with its token) and returns to the login. Both calls are silent: the screen
 * shows every failure itself, once. Spec: access §2 'Account deletion', §4, §7, §8.
 */
export function AccountDeletionRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: login } = useLogin({ silent: true });
  const { trigger: requestDeletion } = useRequestAccountDeletion();
  const { trigger: revoke } = useLogout();
  const [session, setSession] = useState<DeletionSession | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);

  const onLogin = async (values: AccountDeletionLoginValues) => {
    setLoginError(null);
    try {
      const answer = await login({ email: values.email, password: values.password });
      setSession({
        token: answer.token,
        account: { fullName: answer.fullName ?? null, email: answer.email ?? values.email },
      });
    } catch (error) {
      // Access §8: "login 401 shows the server message, other errors the error text".
      setLoginError(failureText(intl, error));
    }
  };

  const onRequestDeletion = async () => {
    if (!session) return;
    let answer: Awaited<ReturnType<typeof requestDeletion>>;
    try {
      answer = await requestDeletion({ token: session.token });
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 401) {
        // The sign-in is no longer valid: back to 'Login to Continue' with the server's words.
        setSession(null);
        setLoginError(error.message);
        return;
      }
      throw new Error(
        failureText(intl, error, failurePresets.deletion(overlayMessages.accountDeletionFailed)),
        {
          cause: error,
        },
      );
    }
    if (answer?.status !== undefined && Number(answer.status) !== 200) {
      throw new Error(answer.message || intl.formatMessage(overlayMessages.accountDeletionFailed));
    }
    // Access §4: "on success local storage is cleared and the user goes to /portals".
    storage.clear();
    toastQueue.show({
      type: 'success',
      message: answer?.message || intl.formatMessage(accountDeletionMessages.requested),
    });
    await navigate(paths.portals, { replace: true });
  };

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.accountDeletion)}>
      <AccountDeletionScreen
        view={session ? 'confirm' : 'login'}
        account={session?.account ?? null}
        onLogin={onLogin}
        loginError={loginError}
        onRequestDeletion={onRequestDeletion}
        onUseAnotherAccount={() => {
          // The abandoned sign-in is revoked on the server (never stored, so nothing else to clear).
          if (session) {
            revoke({ token: session.token }).catch(() => undefined);
          }
          setSession(null);
          setLoginError(null);
        }}
        privacyPolicyHref={paths.privacyPolicy}
      />
    </PublicFormLayout>
  );
}
