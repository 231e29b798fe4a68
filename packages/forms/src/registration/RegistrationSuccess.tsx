import { FormActions, FormLayout, Heading, Link, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { registrationMessages } from './messages.ts';

/** Props of {@link RegistrationSuccess}. */
export interface RegistrationSuccessProps {
  /** Target of 'Set your password' (/forgot-password). */
  setPasswordHref: string;
  /** Target of 'Go to Sign In' (/signin). */
  signInHref: string;
}

/**
 * The sign-up success page (/registration): says the partner account was created and leads to
 * setting a password (a new account has none yet) and to sign-in.
 * Spec: access §2 '/registration (sign-up success target)', §4 'Sign-up: success goes to /registration'.
 */
export function RegistrationSuccess({ setPasswordHref, signInHref }: RegistrationSuccessProps) {
  const intl = useIntl();
  return (
    <FormLayout>
      <Heading level={2} size="lg">
        {intl.formatMessage(registrationMessages.title)}
      </Heading>
      <Text>{intl.formatMessage(registrationMessages.body)}</Text>
      <FormActions align="stretch">
        <Link href={setPasswordHref} variant="button">
          {intl.formatMessage(registrationMessages.setPassword)}
        </Link>
        <Link href={signInHref} variant="button" buttonVariant="secondary">
          {intl.formatMessage(registrationMessages.signIn)}
        </Link>
      </FormActions>
    </FormLayout>
  );
}
