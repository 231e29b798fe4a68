import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Link,
  useIsHydrated,
} from '@partner-portal/ui/primitives';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FormikOtpField } from '../fields/FormikOtpField.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { isEmail } from '@partner-portal/api/validation';
import { isWhatsAppNumber } from '@partner-portal/api/validation';
import { partnerLoginMessages as m } from './messages.ts';
import { CompanyStatus } from './PartnerLoginForm.styles.ts';
import { partnerLoginInitialValues, type PartnerLoginMode, type PartnerLoginValues } from './values.ts';

/** Digits of a passphrase on the reference server (apps/server identity/codes.ts). */
export const PASSPHRASE_LENGTH = 6;

/** What the screen hands over to verify a passphrase. */
export interface PartnerLoginVerifyValues {
  mode: PartnerLoginMode;
  /** The WhatsApp number (10 digits) or the trimmed e-mail. */
  identifier: string;
  passphrase: string;
}

/** Props of {@link PartnerLoginForm}. */
export interface PartnerLoginFormProps {
  /** Starting values. Default: empty. */
  initialValues?: PartnerLoginValues;
  /** The mode the screen opens in. Default `'whatsapp'` (access §2). */
  defaultMode?: PartnerLoginMode;
  /** Called when the user switches between WhatsApp and e-mail (reset lookups and sent state). */
  onModeChange?: (mode: PartnerLoginMode) => void;
  /**
   * Called when the identifier field is left holding a valid value (WhatsApp: exactly 10 digits,
   * access §4), with that value; and with `null` when the identifier is edited afterwards (the
   * company found no longer applies).
   */
  onLookup: (mode: PartnerLoginMode, identifier: string | null) => void;
  /** The company found for the identifier; shown under it and enabling the login. */
  companyName?: string | null;
  /** The company lookup is running. */
  isLookupPending?: boolean;
  /** Requests a passphrase ('Login' in WhatsApp mode, 'Use Passphrase' in e-mail mode). */
  onSendPassphrase: (mode: PartnerLoginMode, identifier: string) => Promise<void>;
  /** The resend control was pressed (shown once `secondsLeft` is 0). */
  onResend: (mode: PartnerLoginMode, identifier: string) => void;
  /** A passphrase was sent: the passphrase field appears and the identifier is locked. */
  passphraseSent?: boolean;
  /** A passphrase is being sent (busy 'Login' / 'Use Passphrase' / resend control). */
  isSending?: boolean;
  /** Seconds (whole) before the passphrase may be resent (60 after each send, access §9). */
  resendSecondsLeft?: number;
  /** Verifies the passphrase; the form keeps every value whatever happens. */
  onVerify: (values: PartnerLoginVerifyValues) => Promise<void>;
  /** A failure to show above the fields (access §8 'Partner login', 'Company lookup'). */
  formError?: string | null;
  /**
   * The server's answer to a send it refused (any status but success, e.g. a 429 'wait' message),
   * shown as a warning above the fields. Spec: access §8 'Partner login' ("any other status shows
   * the server message as a warning").
   */
  formWarning?: string | null;
  /** A success notice, e.g. 'Passphrase sent to your WhatsApp number' (access §8). */
  notice?: string | null;
  /** Target of 'Use Password' (/signin, access §2). */
  usePasswordHref: string;
}

/** Calls `onLookup(mode, null)` when the identifier changes after a lookup. */
function IdentifierWatcher({
  mode,
  onLookup,
}: {
  mode: PartnerLoginMode;
  onLookup: PartnerLoginFormProps['onLookup'];
}) {
  const { values } = useFormikContext<PartnerLoginValues>();
  const identifier = mode === 'whatsapp' ? values.whatsappNumber : values.email;
  const previous = useRef(identifier);
  const latest = useRef(onLookup);
  latest.current = onLookup;
  useEffect(() => {
    if (previous.current === identifier) return;
    previous.current = identifier;
    latest.current(mode, null);
  }, [identifier, mode]);
  return null;
}

/**
 * The partner login (/partner-login): a WhatsApp number (default) or an e-mail identifies the
 * partner; leaving the field looks the company up (the WhatsApp number only at 10 digits) and its
 * name is shown. WhatsApp mode: 'Login' (disabled until a company is found) sends a passphrase.
 * E-mail mode: 'Use Password' (a link to the sign-in) and 'Use Passphrase' (disabled until a
 * company is found). Once sent, the passphrase field and its 'Resend Passphrase' control (disabled
 * for `resendSecondsLeft`) appear, the identifier is locked and the main button reads 'Verify
 * Passphrase'. Validation messages are the spec's ('Please enter your WhatsApp number!', 'Enter a
 * valid 10-digit number!', 'Please enter your email!', 'Enter a valid email!', 'Please enter your
 * Passphrase sent to your WhatsApp number!'); server failures arrive as `formError`, refusals
 * as `formWarning`. It never
 * fetches or navigates. Spec: access §2 'Partner login', §4, §5, §8, §9.
 */
export function PartnerLoginForm({
  initialValues = partnerLoginInitialValues,
  defaultMode = 'whatsapp',
  onModeChange,
  onLookup,
  companyName,
  isLookupPending = false,
  onSendPassphrase,
  onResend,
  passphraseSent = false,
  isSending = false,
  resendSecondsLeft = 0,
  onVerify,
  formError,
  formWarning,
  notice,
  usePasswordHref,
}: PartnerLoginFormProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<PartnerLoginMode>(defaultMode);
  const validation = useMemo(() => {
    const messages = {
      whatsappRequired: intl.formatMessage(m.whatsappRequired),
      whatsappInvalid: intl.formatMessage(m.whatsappInvalid),
      emailRequired: intl.formatMessage(m.emailRequired),
      emailInvalid: intl.formatMessage(m.emailInvalid),
      passphraseRequired: intl.formatMessage(m.passphraseRequired),
    };
    return lazyYupValidation<PartnerLoginValues>(() =>
      import('./schema.ts').then(({ partnerLoginSchema }) =>
        partnerLoginSchema(messages, { mode, passphraseSent }),
      ),
    );
  }, [intl, mode, passphraseSent]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const errorId = `${baseId}-error`;
  const warningId = `${baseId}-warning`;
  // Prerendered (issue 21), the identifier field takes typing from the first paint: AdoptEarlyInput
  // hands it to Formik on hydration, and the portal replays the blur (the lookup) and any press made
  // before then (apps/portal boot.ts). Buttons wait for the app (they need a company found first).
  const interactive = useIsHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const hasCompany = Boolean(companyName);

  const identifierOf = (values: PartnerLoginValues) =>
    mode === 'whatsapp' ? values.whatsappNumber.trim() : values.email.trim();

  const submit = async (values: PartnerLoginValues, helpers: FormikHelpers<PartnerLoginValues>) => {
    const cast = (await validation.schema()).cast(values) as PartnerLoginValues;
    const identifier = identifierOf(cast);
    if (passphraseSent) {
      await onVerify({ mode, identifier, passphrase: cast.passphrase });
    } else if (mode === 'whatsapp' && hasCompany) {
      await onSendPassphrase(mode, identifier);
    }
    // Validation ran for this submit; the next stage's fields start untouched.
    if (!passphraseSent) helpers.setTouched({}, false);
  };

  const switchMode = (next: PartnerLoginMode) => {
    setMode(next);
    onModeChange?.(next);
  };

  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting, values, validateForm, setTouched, touched }) => {
        const blur = (event: FocusEvent<HTMLFormElement>) => {
          const target = event.target;
          if (!(target instanceof HTMLInputElement)) return;
          if (mode === 'whatsapp' && target.name === 'whatsappNumber') {
            const value = values.whatsappNumber.trim();
            if (isWhatsAppNumber(value)) onLookup('whatsapp', value);
          } else if (mode === 'email' && target.name === 'email') {
            const value = values.email.trim();
            if (isEmail(value)) onLookup('email', value);
          }
        };
        const sendByEmail = async () => {
          const errors = await validateForm();
          if (errors.email) {
            void setTouched({ ...touched, email: true });
            return;
          }
          await onSendPassphrase('email', values.email.trim());
        };
        const mainDisabled = passphraseSent ? false : mode === 'whatsapp' ? !hasCompany : true;
        return (
          <>
            {/* method="post": should no script ever run on the prerendered page, nothing goes in a URL. */}
            <Form
              ref={formRef}
              method="post"
              noValidate
              aria-labelledby={headingId}
              aria-describedby={
                [formError ? errorId : null, formWarning ? warningId : null].filter(Boolean).join(' ') ||
                undefined
              }
              onFocus={() => void validation.schema().catch(() => undefined)}
              onBlur={blur}
            >
              <IdentifierWatcher mode={mode} onLookup={onLookup} />
              <FormLayout>
                <Heading level={2} size="lg" id={headingId}>
                  {intl.formatMessage(m.title)}
                </Heading>
                {formError ? (
                  <Alert variant="error" id={errorId} title={intl.formatMessage(m.failed)}>
                    {formError}
                  </Alert>
                ) : null}
                {formWarning ? (
                  <Alert variant="warning" id={warningId}>
                    {formWarning}
                  </Alert>
                ) : null}
                {notice ? <Alert variant="success">{notice}</Alert> : null}
                {mode === 'whatsapp' ? (
                  <FormikTextField
                    key="whatsappNumber"
                    name="whatsappNumber"
                    type="tel"
                    label={intl.formatMessage(m.whatsappNumber)}
                    autoComplete="tel-national"
                    inputMode="numeric"
                    maxLength={10}
                    dir="ltr"
                    isRequired
                    isReadOnly={passphraseSent}
                  />
                ) : (
                  <FormikTextField
                    key="email"
                    name="email"
                    type="email"
                    label={intl.formatMessage(m.email)}
                    autoComplete="email"
                    inputMode="email"
                    dir="ltr"
                    isRequired
                    isReadOnly={passphraseSent}
                  />
                )}
                <CompanyStatus role="status" data-pending={isLookupPending || undefined}>
                  {isLookupPending
                    ? intl.formatMessage(m.lookingUp)
                    : companyName
                      ? intl.formatMessage(m.company, { name: companyName })
                      : ''}
                </CompanyStatus>
                {mode === 'email' && !passphraseSent ? (
                  <FormActions align="stretch">
                    <Link href={usePasswordHref} variant="button" buttonVariant="secondary">
                      {intl.formatMessage(m.usePassword)}
                    </Link>
                    <Button
                      variant="secondary"
                      onPress={() => void sendByEmail()}
                      isDisabled={!interactive || !hasCompany}
                      isPending={isSending}
                    >
                      {intl.formatMessage(m.usePassphrase)}
                    </Button>
                  </FormActions>
                ) : null}
                {passphraseSent ? (
                  <FormikOtpField
                    name="passphrase"
                    label={intl.formatMessage(m.passphrase)}
                    length={PASSPHRASE_LENGTH}
                    isRequired
                    autoFocus
                    isDisabled={!interactive}
                    onResend={() => onResend(mode, identifierOf(values))}
                    secondsLeft={resendSecondsLeft}
                    isResendPending={isSending}
                    resendLabel={intl.formatMessage(m.resendPassphrase)}
                    resendCountdownLabel={(seconds) => intl.formatMessage(m.resendIn, { seconds })}
                    resendAvailableMessage={intl.formatMessage(m.resendAvailable)}
                  />
                ) : null}
                <FormActions align="stretch">
                  <Button
                    type="submit"
                    variant="primary"
                    fullWidth
                    isPending={isSubmitting || (mode === 'whatsapp' && !passphraseSent && isSending)}
                    isDisabled={!interactive || mainDisabled}
                  >
                    {intl.formatMessage(passphraseSent ? m.verifyPassphrase : m.login)}
                  </Button>
                </FormActions>
                <Link
                  onPress={() => switchMode(mode === 'whatsapp' ? 'email' : 'whatsapp')}
                  variant="standalone"
                >
                  {intl.formatMessage(mode === 'whatsapp' ? m.loginWithEmail : m.loginWithWhatsapp)}
                </Link>
              </FormLayout>
            </Form>
            {/* After the form: its ref is attached by the time this layout effect runs. */}
            <AdoptEarlyInput formRef={formRef} />
          </>
        );
      }}
    </Formik>
  );
}
