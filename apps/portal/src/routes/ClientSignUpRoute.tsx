import { useClientSignUp } from '@partner-portal/api/hooks';
import {
  ClientSignUpForm,
  clientSignUpMessages,
  type ClientSignUpValues,
} from '@partner-portal/forms/client-sign-up';
import { storage } from '@partner-portal/api/storage';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toastQueue } from '../lib/services.ts';
import { paths } from '../config/paths.ts';
import { failureText } from '../lib/failureText.ts';
import { portalForRole } from '../lib/session.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /client-signup: the client sign-up form wired to POST /finance/client-users-create/ (`name` is
 * the associated client, `full_name` the person, `phone` the prefix plus number). Success shows the
 * server's message, stores the session the server signs the new client user in with (work area
 * pmt, access §6) and goes to /client-project-list. Without a session in the answer the guard of
 * that route sends the visitor on as it sends any signed-out visitor. A failure shows the server
 * message or the error text and keeps every value.
 * Spec: access §2 'Client sign-up', §3 'Client user create payload', §5, §7, §8.
 */
export function ClientSignUpRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: createClientUser } = useClientSignUp();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: ClientSignUpValues) => {
    setFormError(null);
    try {
      const answer = await createClientUser({
        clientName: values.clientName,
        fullName: values.fullName,
        phone: `${values.phone.dialCode}${values.phone.number}`,
        email: values.email,
        designation: values.designation,
      });
      if (answer.session) {
        storage.saveSession(answer.session, portalForRole(answer.session.role, null));
      }
      if (answer.message) toastQueue.show({ type: 'success', message: answer.message });
      await navigate(paths.clientProjectList, { replace: true });
    } catch (error) {
      setFormError(failureText(intl, error));
    }
  };

  return (
    <PublicFormLayout title={intl.formatMessage(clientSignUpMessages.title)}>
      <ClientSignUpForm onSubmit={onSubmit} formError={formError} backHref={paths.client} />
    </PublicFormLayout>
  );
}
