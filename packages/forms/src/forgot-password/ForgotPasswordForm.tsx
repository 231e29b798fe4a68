import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Link,
  Text,
  useIsHydrated,
} from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
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
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const statusId = `${baseId}-status`;
  const submit = async (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) =>
    onSubmit((await validation.schema()).cast(values) as ForgotPasswordValues, helpers);
  const disabled = !useIsHydrated();
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-labelledby={headingId}
          aria-describedby={formError || successMessage ? statusId : undefined}
          onFocus={() => void validation.schema().catch(() => undefined)}
        >
          <FormLayout>
            <Heading level={2} size="lg" id={headingId}>
              {intl.formatMessage(forgotPasswordMessages.title)}
            </Heading>
            <Text tone="muted">{intl.formatMessage(forgotPasswordMessages.intro)}</Text>
            {formError ? (
              <Alert variant="error" id={statusId} title={intl.formatMessage(forgotPasswordMessages.failed)}>
                {formError}
              </Alert>
            ) : successMessage ? (
              <Alert variant="success" id={statusId} title={intl.formatMessage(forgotPasswordMessages.sent)}>
                {successMessage}
              </Alert>
            ) : null}
            <FormikTextField
              name="email"
              type="email"
              label={intl.formatMessage(forgotPasswordMessages.email)}
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              isRequired
              isDisabled={disabled}
            />
            <FormActions align="stretch">
              <Button
                type="submit"
                variant="primary"
                fullWidth
                isPending={isSubmitting}
                isDisabled={disabled}
              >
                {intl.formatMessage(forgotPasswordMessages.submit)}
              </Button>
            </FormActions>
            <Link href={skipHref}>{intl.formatMessage(forgotPasswordMessages.skip)}</Link>
          </FormLayout>
        </Form>
      )}
    </Formik>
  );
}
