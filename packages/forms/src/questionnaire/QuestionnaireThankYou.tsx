import { Heading, Text } from '@partner-portal/ui/primitives';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { questionnaireMessages as m } from './messages.ts';
import { QuestionnaireRoot } from './Questionnaire.styles.ts';

/** Props of {@link QuestionnaireThankYou}. */
export interface QuestionnaireThankYouProps {
  /** Seconds until the redirect (a known user), or null when the user stays here (a new user). */
  redirectSeconds?: number | null;
  /** The redirect's sentence, given the seconds left. Default: 'Taking you to your profile in {seconds} seconds.' */
  redirectText?: (seconds: number) => string;
}

/**
 * The thank-you screen ending a questionnaire: 'Thank you!' (focused) and 'Assessment submitted
 * successfully!', with the redirect countdown when one follows. Spec: operations §2, §4, §8.
 */
export function QuestionnaireThankYou({ redirectSeconds = null, redirectText }: QuestionnaireThankYouProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <QuestionnaireRoot aria-labelledby="questionnaire-thank-you">
      <Heading level={2} id="questionnaire-thank-you" tabIndex={-1} ref={heading}>
        {intl.formatMessage(m.thankYou)}
      </Heading>
      <div role="status">
        <Text>{intl.formatMessage(m.submitted)}</Text>
      </div>
      {redirectSeconds !== null ? (
        <Text tone="muted">
          {redirectText
            ? redirectText(redirectSeconds)
            : intl.formatMessage(m.redirecting, { seconds: redirectSeconds })}
        </Text>
      ) : null}
    </QuestionnaireRoot>
  );
}
