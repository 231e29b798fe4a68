import { RegistrationSuccess, registrationMessages } from '@partner-portal/forms/registration';
import { useIntl } from 'react-intl';
import { paths } from '../config/paths.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /registration: the sign-up success page, leading to setting a password and to sign-in.
 * Spec: access §2 '/registration (sign-up success target)', §4.
 */
export function RegistrationRoute() {
  const intl = useIntl();
  return (
    <PublicFormLayout title={intl.formatMessage(registrationMessages.title)}>
      <RegistrationSuccess setPasswordHref={paths.forgotPassword} signInHref={paths.signIn} />
    </PublicFormLayout>
  );
}
