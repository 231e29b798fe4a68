import { useConfirmPasswordReset } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import {
  ResetPasswordForm,
  resetPasswordMessages,
  type ResetPasswordValues,
} from '@partner-portal/forms/reset-password';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { toastQueue } from '../lib/services.ts';
import { paths } from '../config/paths.ts';
import { failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /reset-password?token=...: New Password and Confirm Password wired to POST
 * /partner/password-reset-confirm/ `{ password1, password2, token }`. Success shows the server's
 * message, removes a stored session (the server signs the account out everywhere, and a stored
 * session would send /signin straight on) and goes to /signin. A link without a token says so; a
 * failure shows the server message or the error text and keeps both passwords.
 * Spec: access §2 'Reset password', §3, §5 'Reset', §7, §8.
 */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: confirmReset } = useConfirmPasswordReset();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: ResetPasswordValues) => {
    setFormError(null);
    if (token === '') {
      setFormError(intl.formatMessage(resetPasswordMessages.linkInvalid));
      return;
    }
    try {
      const answer = await confirmReset({ token, ...values });
      storage.clearSession();
      if (answer.message) toastQueue.show({ type: 'success', message: answer.message });
      await navigate(paths.signIn, { replace: true });
    } catch (error) {
      setFormError(failureText(intl, error));
    }
  };

  return (
    <PublicFormLayout title={intl.formatMessage(resetPasswordMessages.title)}>
      <ResetPasswordForm
        onSubmit={onSubmit}
        formError={formError ?? (token === '' ? intl.formatMessage(resetPasswordMessages.linkInvalid) : null)}
        signInHref={paths.signIn}
      />
    </PublicFormLayout>
  );
}
