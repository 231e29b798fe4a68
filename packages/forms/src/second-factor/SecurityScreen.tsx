import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Spinner,
  Text,
} from '@partner-portal/ui/primitives';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';
import { FormikTextField } from '../fields/index.ts';
import { secondFactorMessages as m } from './messages.ts';
import { validatePasskeyName, type SecurityPasskey } from './passkey.ts';
import { PasskeyRow } from './PasskeyRow.tsx';
import { TotpEnrolment, type TotpEnrolmentData } from './TotpEnrolment.tsx';

/** Props of {@link SecurityScreen}. */
export interface SecurityScreenProps {
  /** The user's passkeys; `undefined` while loading. */
  passkeys: readonly SecurityPasskey[] | undefined;
  /** Whether an authenticator app is set up; `undefined` while loading. */
  totpEnrolled: boolean | undefined;
  /** A failed load (shown with a retry). */
  loadError?: string | null;
  onRetry?: () => void;
  /** Adds a passkey with this name (the app runs the browser prompt). Reject keeps the name typed. */
  onAddPasskey: (name: string) => Promise<void>;
  onRemovePasskey: (id: number) => Promise<void>;
  /** Renames a passkey (1 to 60 characters); a rejection keeps the typed name (the reason shows in `passkeyError`). */
  onRenamePasskey?: (id: number, name: string) => Promise<void>;
  /** The last passkey action's failure. */
  passkeyError?: string | null;
  onStartTotp: () => void;
  /** A started set-up (`null` while starting, `undefined` when none is under way). */
  enrolment?: TotpEnrolmentData | null;
  onConfirmTotp: (code: string) => Promise<void>;
  onRemoveTotp: () => void;
  /** The last authenticator-app action's failure. */
  totpError?: string | null;
}

const Panel = styled.section`
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

/**
 * The staff user's Security page (issue 23; the shell shows its title 'Security'): passkeys (list, add with a name, rename, remove) and the
 * authenticator app (set up with a QR code and a confirming code, remove). It never fetches: the
 * app passes the data and runs the WebAuthn prompt in `onAddPasskey`.
 */
export function SecurityScreen({
  passkeys,
  totpEnrolled,
  loadError,
  onRetry,
  onAddPasskey,
  onRemovePasskey,
  onRenamePasskey,
  passkeyError,
  onStartTotp,
  enrolment,
  onConfirmTotp,
  onRemoveTotp,
  totpError,
}: SecurityScreenProps) {
  const intl = useIntl();
  const passkeysId = useId();
  const totpId = useId();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <FormLayout>
      {loadError ? (
        <Alert variant="error" title={intl.formatMessage(m.loadFailed)}>
          {loadError}{' '}
          {onRetry ? (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Panel aria-labelledby={passkeysId}>
        <FormLayout>
          <Heading level={2} size="lg" id={passkeysId}>
            {intl.formatMessage(m.passkeysTitle)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(m.passkeysIntro)}</Text>
          {passkeyError ? (
            <Alert variant="error" title={intl.formatMessage(m.actionFailed)}>
              {passkeyError}
            </Alert>
          ) : null}
          {passkeys === undefined ? (
            loadError ? null : (
              <Spinner />
            )
          ) : passkeys.length === 0 ? (
            <Text>{intl.formatMessage(m.noPasskeys)}</Text>
          ) : (
            <List aria-labelledby={passkeysId}>
              {passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  formatDate={date}
                  onRemove={(id) => void onRemovePasskey(id)}
                  onRename={onRenamePasskey}
                />
              ))}
            </List>
          )}
          <Formik
            initialValues={{ name: '' }}
            validate={(values) => validatePasskeyName(intl, values)}
            onSubmit={async (values, helpers) => {
              try {
                await onAddPasskey(values.name.trim());
                helpers.resetForm();
              } catch {
                // The app shows why through passkeyError; the typed name stays.
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <FormLayout>
                  <FormikTextField
                    name="name"
                    label={intl.formatMessage(m.passkeyName)}
                    description={intl.formatMessage(m.passkeyNameHint)}
                    isRequired
                  />
                  <FormActions>
                    <Button type="submit" variant="primary" isPending={isSubmitting}>
                      {intl.formatMessage(m.addPasskey)}
                    </Button>
                  </FormActions>
                </FormLayout>
              </Form>
            )}
          </Formik>
        </FormLayout>
      </Panel>
      <Panel aria-labelledby={totpId}>
        <FormLayout>
          <Heading level={2} size="lg" id={totpId}>
            {intl.formatMessage(m.totpTitle)}
          </Heading>
          {totpError && enrolment === undefined ? (
            <Alert variant="error" title={intl.formatMessage(m.actionFailed)}>
              {totpError}
            </Alert>
          ) : null}
          {totpEnrolled === undefined ? (
            loadError ? null : (
              <Spinner />
            )
          ) : totpEnrolled ? (
            <>
              <Text>{intl.formatMessage(m.totpOn)}</Text>
              <FormActions>
                <Button variant="danger" onPress={onRemoveTotp}>
                  {intl.formatMessage(m.totpRemove)}
                </Button>
              </FormActions>
            </>
          ) : enrolment !== undefined ? (
            <TotpEnrolment enrolment={enrolment} onConfirm={onConfirmTotp} formError={totpError} />
          ) : (
            <>
              <Text>{intl.formatMessage(m.totpOff)}</Text>
              <FormActions>
                <Button variant="secondary" onPress={onStartTotp}>
                  {intl.formatMessage(m.totpStart)}
                </Button>
              </FormActions>
            </>
          )}
        </FormLayout>
      </Panel>
    </FormLayout>
  );
}
