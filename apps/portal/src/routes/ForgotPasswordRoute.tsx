import { useRequestPasswordReset } from '@partner-portal/api/hooks';
import {
  ForgotPasswordForm,
  forgotPasswordMessages,
  type ForgotPasswordValues,
} from '@partner-portal/forms/forgot-password';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hrefTo, paths } from '../config/paths.ts';
import { failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /forgot-password: the e-mail form wired to POST /partner/password-reset/ `{ email, host }` (host:
 * the address of this portal's reset page). The server's answer shows as a success notice; a
 * failure shows the server message or the error text and keeps the e-mail.
 * Spec: access §2 'Forgot password', §3 'Password reset payloads', §7, §8.
 */
export function ForgotPasswordRoute() {
  const intl = useIntl();
  const { trigger: requestReset } = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  const onSubmit = async (values: ForgotPasswordValues) => {
    setFormError(null);
    setSuccessMessage(null);
    try {
      const answer = await requestReset({
        email: values.email,
        host: new URL(hrefTo('resetPassword'), window.location.origin).href,
      });
      setSuccessMessage(answer.message ?? intl.formatMessage(forgotPasswordMessages.sent));
    } catch (error) {
      setFormError(failureText(intl, error));
    }
  };

  return (
    <PublicFormLayout title={intl.formatMessage(forgotPasswordMessages.title)}>
      <ForgotPasswordForm
        onSubmit={onSubmit}
        formError={formError}
        successMessage={successMessage}
        skipHref={paths.signIn}
      />
    </PublicFormLayout>
  );
}
