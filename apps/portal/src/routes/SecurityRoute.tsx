import {
  useAddPasskey,
  useConfirmTotp,
  usePasskeys,
  useRemovePasskey,
  useRemoveTotp,
  useRenamePasskey,
  useStartTotp,
  useTotpState,
} from '@partner-portal/api/hooks';
import { SecurityScreen, type TotpEnrolmentData } from '@partner-portal/forms/second-factor';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../lib/failureText.ts';
import { createPasskey, passkeyFailureText } from '../lib/passkeyBrowser.ts';
import { qrCodeDataUrl } from '../lib/qrCode.ts';

/**
 * /security (staff, CALL_ROLES.passkeys; issue 23 'Passkeys for staff'): the user's passkeys (add
 * through the browser's prompt, rename, remove) and the authenticator app (set up with a QR code and a
 * confirming code, remove). Each success shows the server's message; failures stay on the page.
 */
export function SecurityRoute() {
  const intl = useIntl();
  const toast = useToast();
  const passkeys = usePasskeys();
  const totp = useTotpState();
  const { trigger: addPasskey } = useAddPasskey();
  const { trigger: removePasskey } = useRemovePasskey();
  const { trigger: renamePasskey } = useRenamePasskey();
  const { trigger: startTotp } = useStartTotp();
  const { trigger: confirmTotp } = useConfirmTotp();
  const { trigger: removeTotp } = useRemoveTotp();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [totpError, setTotpError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolmentData | null | undefined>(undefined);

  const loadError = passkeys.error ?? totp.error;
  const done = (message: string) => toast.show({ type: 'success', message });

  return (
    <SecurityScreen
      passkeys={passkeys.data}
      totpEnrolled={totp.data?.enrolled}
      loadError={loadError ? failureText(intl, loadError) : null}
      onRetry={() => {
        void passkeys.mutate();
        void totp.mutate();
      }}
      passkeyError={passkeyError}
      onAddPasskey={async (name) => {
        setPasskeyError(null);
        try {
          const answer = await addPasskey({ name, create: createPasskey });
          done(answer.message);
        } catch (error) {
          setPasskeyError(passkeyFailureText(intl, error));
          throw error;
        }
      }}
      onRemovePasskey={async (id) => {
        setPasskeyError(null);
        try {
          done((await removePasskey(id)).message);
        } catch (error) {
          setPasskeyError(failureText(intl, error));
        }
      }}
      onRenamePasskey={async (id, name) => {
        setPasskeyError(null);
        try {
          done((await renamePasskey({ id, name })).message);
        } catch (error) {
          setPasskeyError(failureText(intl, error));
          throw error;
        }
      }}
      enrolment={enrolment}
      totpError={totpError}
      onStartTotp={() => {
        setTotpError(null);
        setEnrolment(null);
        void startTotp({})
          .then(async (started) =>
            setEnrolment({ secret: started.secret, qrCodeUrl: await qrCodeDataUrl(started.otpauthUri) }),
          )
          .catch((error: unknown) => {
            setEnrolment(undefined);
            setTotpError(failureText(intl, error));
          });
      }}
      onConfirmTotp={async (code) => {
        setTotpError(null);
        try {
          done((await confirmTotp({ code })).message);
          setEnrolment(undefined);
        } catch (error) {
          setTotpError(failureText(intl, error));
        }
      }}
      onRemoveTotp={() => {
        setTotpError(null);
        void removeTotp()
          .then((answer) => done(answer.message))
          .catch((error: unknown) => setTotpError(failureText(intl, error)));
      }}
    />
  );
}
