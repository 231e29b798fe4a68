import { Link, useIsHydrated } from '@partner-portal/ui/primitives';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikPasswordField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { PublicFormFrame } from '../public-form-frame/index.ts';
import { resetPasswordMessages } from './messages.ts';
import { RESET_PASSWORD_MIN_LENGTH, resetPasswordInitialValues, type ResetPasswordValues } from './values.ts';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** Starting values. Default: empty. */
  initialValues?: ResetPasswordValues;
  /** Called with valid values (passwords exactly as typed). The form keeps them whatever happens. */
  onSubmit: (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => Promise<void>;
  /** A failure to show above the fields (the server message or the error text, access §8). */
  formError?: string | null;
  /** Target of the 'Back to Sign In' link (/signin). */
  signInHref: string;
}

/**
 * The reset-password form: New Password and Confirm Password (with show/hide toggles), the spec's
 * messages ('Please input Password!', 'Please confirm the Password!'), and a failure alert. The token
 * of the link is the caller's business. It never fetches or navigates.
 * Spec: access §2 'Reset password', §3 'Password reset payloads', §5 'Reset', §8.
 */
export function ResetPasswordForm({
  initialValues = resetPasswordInitialValues,
  onSubmit,
  formError,
  signInHref,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const validation = useMemo(() => {
    const messages = {
      passwordRequired: intl.formatMessage(resetPasswordMessages.passwordRequired),
      confirmRequired: intl.formatMessage(resetPasswordMessages.confirmRequired),
      mismatch: intl.formatMessage(resetPasswordMessages.mismatch),
      tooShort: intl.formatMessage(resetPasswordMessages.tooShort, { min: RESET_PASSWORD_MIN_LENGTH }),
    };
    return lazyYupValidation<ResetPasswordValues>(() =>
      import('./schema.ts').then(({ resetPasswordSchema }) => resetPasswordSchema(messages)),
    );
  }, [intl]);
  const disabled = !useIsHydrated();
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={onSubmit}>
      <PublicFormFrame
        title={intl.formatMessage(resetPasswordMessages.title)}
        formError={formError}
        errorTitle={intl.formatMessage(resetPasswordMessages.failed)}
        submitLabel={intl.formatMessage(resetPasswordMessages.submit)}
        isDisabled={disabled}
        onFocus={() => void validation.schema().catch(() => undefined)}
        links={<Link href={signInHref}>{intl.formatMessage(resetPasswordMessages.signIn)}</Link>}
      >
        <FormikPasswordField
          name="password1"
          label={intl.formatMessage(resetPasswordMessages.password1)}
          autoComplete="new-password"
          isRequired
          isDisabled={disabled}
        />
        <FormikPasswordField
          name="password2"
          label={intl.formatMessage(resetPasswordMessages.password2)}
          autoComplete="new-password"
          isRequired
          isDisabled={disabled}
        />
      </PublicFormFrame>
    </Formik>
  );
}
