import { Link } from '@partner-portal/ui/primitives';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { PublicFormFrame } from '../public-form-frame/index.ts';
import { forgotPasswordMessages } from './messages.ts';
import { forgotPasswordInitialValues, type ForgotPasswordValues } from './values.ts';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Starting values. Default: empty. */
  initialValues?: ForgotPasswordValues;
  /** Called with the valid (trimmed) e-mail. The form keeps the value whatever happens. */
  onSubmit: (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) => Promise<void>;
  /** A failure to show above the field (the server message or the error text, access §8). */
  formError?: string | null;
  /** The server's answer once the request was accepted (shown as a success notice). */
  successMessage?: string | null;
  /** Target of the 'skip' link (/signin). */
  skipHref: string;
}

/**
 * The forgot-password form: an e-mail field, a Submit button and a 'skip' link to sign-in; a
 * failure shows in an alert, the server's answer in a success notice. It never fetches or navigates.
 * Spec: access §2 'Forgot password', §3 'Password reset payloads', §8.
 */
export function ForgotPasswordForm({
  initialValues = forgotPasswordInitialValues,
  onSubmit,
  formError,
  successMessage,
  skipHref,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const validation = useMemo(() => {
    const messages = { emailInvalid: intl.formatMessage(forgotPasswordMessages.emailInvalid) };
    return lazyYupValidation<ForgotPasswordValues>(() =>
      import('./schema.ts').then(({ forgotPasswordSchema }) => forgotPasswordSchema(messages)),
    );
  }, [intl]);
  const submit = async (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) =>
    onSubmit((await validation.schema()).cast(values) as ForgotPasswordValues, helpers);
  // Prerendered (issue 21), the form takes typing from the first paint: AdoptEarlyInput hands it to
  // Formik on hydration, and the portal replays a press of Submit made before then (boot.ts).
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      <>
        <PublicFormFrame
          formRef={formRef}
          title={intl.formatMessage(forgotPasswordMessages.title)}
          intro={intl.formatMessage(forgotPasswordMessages.intro)}
          formError={formError}
          errorTitle={intl.formatMessage(forgotPasswordMessages.failed)}
          successMessage={successMessage}
          successTitle={intl.formatMessage(forgotPasswordMessages.sent)}
          submitLabel={intl.formatMessage(forgotPasswordMessages.submit)}
          onFocus={() => void validation.schema().catch(() => undefined)}
          links={<Link href={skipHref}>{intl.formatMessage(forgotPasswordMessages.skip)}</Link>}
        >
          <FormikTextField
            name="email"
            type="email"
            label={intl.formatMessage(forgotPasswordMessages.email)}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            isRequired
          />
        </PublicFormFrame>
        {/* After the form: its ref is attached by the time this layout effect runs. */}
        <AdoptEarlyInput formRef={formRef} />
      </>
    </Formik>
  );
}
