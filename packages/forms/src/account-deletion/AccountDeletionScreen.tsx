import { ConfirmDialog, DialogTrigger, overlayMessages } from '@partner-portal/ui/overlays';
import { Button, Heading, Link, useIsHydrated } from '@partner-portal/ui/primitives';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormikPasswordField, FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { PublicFormFrame } from '../public-form-frame/index.ts';
import { AccountDetails, ExplanationList, Stack } from './AccountDeletionScreen.styles.ts';
import { accountDeletionMessages as m } from './messages.ts';
import {
  accountDeletionLoginInitialValues,
  type AccountDeletionAccount,
  type AccountDeletionLoginValues,
} from './values.ts';

/** Which view the screen shows: 'Login to Continue', or the signed-in account with the request button. */
export type AccountDeletionView = 'login' | 'confirm';

/** Props of {@link AccountDeletionScreen}. */
export interface AccountDeletionScreenProps {
  /** The current view; the caller moves to `'confirm'` once the login succeeded. */
  view: AccountDeletionView;
  /** The signed-in account (confirmation view): its name (or e-mail) and e-mail are shown. */
  account?: AccountDeletionAccount | null;
  /** Starting values of the login. Default: empty. */
  initialValues?: AccountDeletionLoginValues;
  /**
   * Called with valid login values (e-mail trimmed). Resolve when done; the form keeps what was
   * typed whatever happens.
   */
  onLogin: (
    values: AccountDeletionLoginValues,
    helpers: FormikHelpers<AccountDeletionLoginValues>,
  ) => Promise<void>;
  /** A login failure above the fields (401: the server's message; other errors: the error text; access §8). */
  loginError?: string | null;
  /**
   * Called by the 'Warning' dialog's OK. While it runs the button is pending and the dialog cannot
   * be dismissed; when it resolves the dialog closes; when it rejects the dialog stays open and
   * shows {@link AccountDeletionScreenProps.formatDeletionError} of the error, so the user may try
   * again or cancel.
   */
  onRequestDeletion: () => Promise<unknown>;
  /**
   * Text of a failed request. Default: the error's `message` when it is a non-empty string (the
   * caller puts the server's message there), else 'Error Requesting Account Deletion!' (access §8).
   */
  formatDeletionError?: (error: unknown) => ReactNode;
  /** Offered on the confirmation view as 'Not you? Log in with another account' (back to the login). */
  onUseAnotherAccount?: () => void;
  /** Target of the 'Privacy Policy' link in the explanation (/privacy-policy). */
  privacyPolicyHref: string;
}

/**
 * The account-deletion screen (/account-deletion): the explanation (account information and
 * personal data permanently deleted, access to all services lost, cannot be undone, some data
 * retained as the linked privacy policy says), then either the 'Login to Continue' view (e-mail and
 * password, 'Please enter a valid email!', 'Please enter your Password!', and 'Please enter your
 * email and password!' after a submit with either missing) or the confirmation view (the user's name
 * and e-mail, the danger button 'Request Account Deletion' opening the 'Warning' dialog 'This will
 * delete your account and all associated data!.'). A failed request keeps the dialog open with the
 * server's message or 'Error Requesting Account Deletion!'. It never fetches, navigates or touches
 * storage. Spec: access §2 'Account deletion', §4, §5, §8.
 */
export function AccountDeletionScreen({
  view,
  account,
  initialValues = accountDeletionLoginInitialValues,
  onLogin,
  loginError,
  onRequestDeletion,
  formatDeletionError,
  onUseAnotherAccount,
  privacyPolicyHref,
}: AccountDeletionScreenProps) {
  const intl = useIntl();
  const validation = useMemo(() => {
    const messages = {
      emailInvalid: intl.formatMessage(m.emailInvalid),
      passwordRequired: intl.formatMessage(m.passwordRequired),
    };
    return lazyYupValidation<AccountDeletionLoginValues>(() =>
      import('./schema.ts').then(({ accountDeletionLoginSchema }) => accountDeletionLoginSchema(messages)),
    );
  }, [intl]);
  const submit = async (
    values: AccountDeletionLoginValues,
    helpers: FormikHelpers<AccountDeletionLoginValues>,
  ) => onLogin((await validation.schema()).cast(values) as AccountDeletionLoginValues, helpers);
  const disabled = !useIsHydrated();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const confirmTitleId = `${baseId}-confirm`;
  const deletionErrorText = (error: unknown): ReactNode => {
    if (formatDeletionError) return formatDeletionError(error);
    if (error instanceof Error && error.message) return error.message;
    return intl.formatMessage(overlayMessages.accountDeletionFailed);
  };

  return (
    <Stack>
      <section aria-labelledby={titleId}>
        <Heading level={2} size="lg" id={titleId}>
          {intl.formatMessage(m.title)}
        </Heading>
        <ExplanationList>
          <li>{intl.formatMessage(m.explainDeleted)}</li>
          <li>{intl.formatMessage(m.explainAccess)}</li>
          <li>{intl.formatMessage(m.explainIrreversible)}</li>
          <li>
            {intl.formatMessage(m.explainRetained, {
              link: (chunks: ReactNode[]) => <Link href={privacyPolicyHref}>{chunks}</Link>,
            })}
          </li>
        </ExplanationList>
      </section>
      {view === 'login' ? (
        <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
          {({ submitCount, values }) => {
            // Access §5: "both needed on submit".
            const missing = submitCount > 0 && (values.email.trim() === '' || values.password === '');
            return (
              <PublicFormFrame
                title={intl.formatMessage(m.loginTitle)}
                intro={intl.formatMessage(m.loginIntro)}
                formError={loginError || (missing ? intl.formatMessage(m.bothRequired) : null)}
                errorTitle={intl.formatMessage(m.loginFailed)}
                submitLabel={intl.formatMessage(m.login)}
                isDisabled={disabled}
                onFocus={() => void validation.schema().catch(() => undefined)}
              >
                <FormikTextField
                  name="email"
                  type="email"
                  label={intl.formatMessage(m.email)}
                  autoComplete="username"
                  inputMode="email"
                  dir="ltr"
                  isRequired
                  isDisabled={disabled}
                />
                <FormikPasswordField
                  name="password"
                  label={intl.formatMessage(m.password)}
                  autoComplete="current-password"
                  isRequired
                  isDisabled={disabled}
                />
              </PublicFormFrame>
            );
          }}
        </Formik>
      ) : (
        <Stack as="section" aria-labelledby={confirmTitleId}>
          <Heading level={2} size="lg" id={confirmTitleId}>
            {intl.formatMessage(m.confirmTitle)}
          </Heading>
          <AccountDetails>
            <dt>{intl.formatMessage(m.name)}</dt>
            <dd>{account?.fullName || account?.email}</dd>
            <dt>{intl.formatMessage(m.email)}</dt>
            <dd dir="ltr">{account?.email}</dd>
          </AccountDetails>
          <DialogTrigger>
            <Button variant="danger" fullWidth>
              {intl.formatMessage(m.request)}
            </Button>
            <ConfirmDialog
              variant="destructive"
              title={intl.formatMessage(overlayMessages.accountDeletionTitle)}
              message={intl.formatMessage(overlayMessages.accountDeletionMessage)}
              onConfirm={onRequestDeletion}
              formatError={deletionErrorText}
            />
          </DialogTrigger>
          {onUseAnotherAccount ? (
            <Button variant="quiet" onPress={onUseAnotherAccount}>
              {intl.formatMessage(m.useAnotherAccount)}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
