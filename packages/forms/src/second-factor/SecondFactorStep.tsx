import { Alert, Button, FormLayout, Heading, Text } from '@partner-portal/ui/primitives';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CodeForm } from './CodeForm.tsx';
import { secondFactorMessages as m } from './messages.ts';
import { TotpEnrolment, type TotpEnrolmentData } from './TotpEnrolment.tsx';

/** Props of {@link SecondFactorStep}. */
export interface SecondFactorStepProps {
  /** `verify`: complete with one of `methods`; `enrol`: set up an authenticator app first. */
  state: 'verify' | 'enrol';
  /** The user's second factors (for `verify`). */
  methods: readonly ('passkey' | 'totp')[];
  /** Completes with a code (`verify` with totp) or confirms the new app (`enrol`). */
  onCode: (code: string) => Promise<void>;
  /** Completes with a passkey (offered when `methods` has one). */
  onPasskey?: () => void;
  /** The passkey prompt is running. */
  isPasskeyPending?: boolean;
  /** The enrolment data for `enrol` (`null` while it starts). */
  enrolment?: TotpEnrolmentData | null;
  /** The last refusal (wrong code, passkey not verified), shown on the step. */
  formError?: string | null;
  /** Leaves the step for the sign-in form. */
  onCancel: () => void;
}

/**
 * The step after the password for a user who owes a second factor (issue 23): a passkey button
 * and/or a code field, or the authenticator-app set-up when none exists yet. A refusal keeps the
 * user here with the server's message and what was typed.
 */
export function SecondFactorStep({
  state,
  methods,
  onCode,
  onPasskey,
  isPasskeyPending = false,
  enrolment = null,
  formError,
  onCancel,
}: SecondFactorStepProps) {
  const intl = useIntl();
  const headingId = useId();
  const enrol = state === 'enrol';
  return (
    <section aria-labelledby={headingId}>
      <FormLayout>
        <Heading level={2} size="lg" id={headingId}>
          {intl.formatMessage(enrol ? m.enrolTitle : m.stepTitle)}
        </Heading>
        <Text tone="muted">{intl.formatMessage(enrol ? m.enrolIntro : m.stepIntro)}</Text>
        {enrol ? (
          <TotpEnrolment enrolment={enrolment} onConfirm={onCode} formError={formError} />
        ) : (
          <>
            {methods.includes('passkey') && onPasskey ? (
              <>
                {!methods.includes('totp') && formError ? (
                  <Alert variant="error" title={intl.formatMessage(m.failed)}>
                    {formError}
                  </Alert>
                ) : null}
                <Button variant="primary" isPending={isPasskeyPending} onPress={onPasskey}>
                  {intl.formatMessage(m.usePasskey)}
                </Button>
              </>
            ) : null}
            {methods.includes('totp') ? (
              <CodeForm onSubmit={onCode} formError={formError} submitLabel={intl.formatMessage(m.verify)} />
            ) : null}
          </>
        )}
        <Button variant="quiet" onPress={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </FormLayout>
    </section>
  );
}
