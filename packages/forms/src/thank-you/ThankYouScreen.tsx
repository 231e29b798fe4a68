import { FormActions, FormLayout, Heading, Link, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { thankYouMessages as m } from './messages.ts';

/** Props of {@link ThankYouScreen}. */
export interface ThankYouScreenProps {
  /** Target of 'Back to Login' (/partner-login). */
  loginHref: string;
}

/**
 * The page after the partner registration (/thank-you): 'Thank You!', 'Your registration was
 * successful', a line about the confirmation e-mail, and 'Back to Login'.
 * Spec: access §2 'Partner registration wizard' (the last step leads to /thank-you), §4 'Registration'.
 */
export function ThankYouScreen({ loginHref }: ThankYouScreenProps) {
  const intl = useIntl();
  return (
    <FormLayout>
      <Heading level={2} size="lg">
        {intl.formatMessage(m.title)}
      </Heading>
      <Text>{intl.formatMessage(m.body)}</Text>
      <Text tone="muted">{intl.formatMessage(m.email)}</Text>
      <FormActions align="stretch">
        <Link href={loginHref} variant="button">
          {intl.formatMessage(m.backToLogin)}
        </Link>
      </FormActions>
    </FormLayout>
  );
}
