import { Alert, Button, FormActions, FormLayout, Heading, Link, Text } from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FormikPasswordField, FormikTextField } from '../fields/index.ts';
import { signInMessages } from './messages.ts';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { signInInitialValues, type SignInValues } from './values.ts';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Starting values (e.g. an e-mail kept from a previous attempt). Default: empty. */
  initialValues?: SignInValues;
  /**
   * Called with valid values. Resolve when done; the form stays filled whatever happens, so a failed
   * sign-in never loses what the user typed.
   */
  onSubmit: (values: SignInValues, helpers: FormikHelpers<SignInValues>) => Promise<void>;
  /** A sign-in failure to show above the fields (the server's message, access §8 'Sign-in'). */
  formError?: string | null;
  /** 'join' is the 'Join the club' variant, which also links to the client sign-up. */
  variant?: 'default' | 'join';
  /** Target of the sign-up link (/signup). */
  signUpHref: string;
  /** Target of the client sign-up link on the 'Join the club' variant (/client-signup). */
  clientSignUpHref?: string;
  /** Target of the 'Forgot password?' link (/forgot-password). */
  forgotPasswordHref: string;
  /**
   * Offers 'Sign in with a passkey' (issue 23) when given: called on press; the app runs the
   * WebAuthn prompt and shows a failure through `formError`.
   */
  onPasskeySignIn?: () => void;
  /** The passkey sign-in is running (its button shows pending). */
  isPasskeyPending?: boolean;
}

/**
 * The sign-in form: e-mail and password with the spec's validation messages ('The input is not
 * valid E-mail!', 'Please input your Password!'), a server error above the fields, and links to
 * sign-up (and client sign-up on the 'Join the club' variant). It never fetches or navigates.
 * Spec: access §2 'Sign-in', §5, §8.
 */
export function SignInForm({
  initialValues = signInInitialValues,
  onSubmit,
  formError,
  variant = 'default',
  signUpHref,
  clientSignUpHref,
  forgotPasswordHref,
  onPasskeySignIn,
  isPasskeyPending = false,
}: SignInFormProps) {
  const intl = useIntl();
  // Yup loads with the first validation (or the first focus), not with the page.
  const validation = useMemo(() => {
    const messages = {
      emailInvalid: intl.formatMessage(signInMessages.emailInvalid),
      passwordRequired: intl.formatMessage(signInMessages.passwordRequired),
    };
    return lazyYupValidation<SignInValues>(() =>
      import('./schema.ts').then(({ signInSchema }) => signInSchema(messages)),
    );
  }, [intl]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const errorId = `${baseId}-error`;
  // Formik hands over the raw field values; cast them through the schema so the caller gets what the
  // schema describes (the e-mail trimmed), while the fields keep exactly what was typed.
  const submit = async (values: SignInValues, helpers: FormikHelpers<SignInValues>) =>
    onSubmit((await validation.schema()).cast(values) as SignInValues, helpers);
  // A prerendered form takes typing from the first paint: AdoptEarlyInput hands it to Formik on
  // hydration, and the portal replays a press of Sign In made before then (apps/portal boot.ts).
  // Should no script ever run, it posts to its own page rather than putting the password in a URL.
  const formRef = useRef<HTMLFormElement>(null);
  // Focus that arrived before hydration never reached onFocus below: start loading Yup now.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) void validation.schema().catch(() => undefined);
  }, [validation]);
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <>
          <Form
            ref={formRef}
            method="post"
            noValidate
            aria-labelledby={headingId}
            aria-describedby={formError ? errorId : undefined}
            onFocus={() => void validation.schema().catch(() => undefined)}
          >
            <FormLayout>
              <Heading level={2} size="lg" id={headingId}>
                {intl.formatMessage(variant === 'join' ? signInMessages.joinTitle : signInMessages.title)}
              </Heading>
              <Text tone="muted">{intl.formatMessage(signInMessages.intro)}</Text>
              {formError ? (
                <Alert variant="error" id={errorId} title={intl.formatMessage(signInMessages.failed)}>
                  {formError}
                </Alert>
              ) : null}
              <FormikTextField
                name="email"
                type="email"
                label={intl.formatMessage(signInMessages.email)}
                autoComplete="username"
                inputMode="email"
                dir="ltr"
                isRequired
              />
              <FormikPasswordField
                name="password"
                label={intl.formatMessage(signInMessages.password)}
                autoComplete="current-password"
                isRequired
              />
              <Link href={forgotPasswordHref}>{intl.formatMessage(signInMessages.forgotPassword)}</Link>
              <FormActions align="stretch">
                <Button type="submit" variant="primary" fullWidth isPending={isSubmitting}>
                  {intl.formatMessage(signInMessages.submit)}
                </Button>
                {onPasskeySignIn ? (
                  <Button
                    variant="secondary"
                    fullWidth
                    isPending={isPasskeyPending}
                    onPress={onPasskeySignIn}
                  >
                    {intl.formatMessage(signInMessages.passkey)}
                  </Button>
                ) : null}
              </FormActions>
              <Text>
                {intl.formatMessage(signInMessages.noAccount)}{' '}
                <Link href={signUpHref}>{intl.formatMessage(signInMessages.signUp)}</Link>
              </Text>
              {variant === 'join' && clientSignUpHref ? (
                <Link href={clientSignUpHref}>{intl.formatMessage(signInMessages.clientSignUp)}</Link>
              ) : null}
            </FormLayout>
          </Form>
          {/* After the form: its ref is attached by the time this layout effect runs. */}
          <AdoptEarlyInput formRef={formRef} />
        </>
      )}
    </Formik>
  );
}
