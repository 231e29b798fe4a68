import { Heading, Spinner, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';
import { CodeForm } from './CodeForm.tsx';
import { secondFactorMessages as m } from './messages.ts';

/** A started authenticator-app set-up as the screen shows it. */
export interface TotpEnrolmentData {
  /** The otpauth:// URI as a QR code image (an SVG data URL the app makes). */
  qrCodeUrl: string;
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
}

/** Props of {@link TotpEnrolment}. */
export interface TotpEnrolmentProps {
  /** The set-up; `null` while it is being started. */
  enrolment: TotpEnrolmentData | null;
  /** Confirms with a first code from the app. */
  onConfirm: (code: string) => Promise<void>;
  /** The server's refusal of the code. */
  formError?: string | null;
}

const QrImage = styled.img`
  inline-size: 12rem;
  block-size: 12rem;
  background: #fff;
  padding: ${vars.space[2]};
`;

const Secret = styled.code`
  font-family: monospace;
  overflow-wrap: anywhere;
  direction: ltr;
`;

/** The authenticator-app set-up: QR code, typed key and the confirming code (issue 23). */
export function TotpEnrolment({ enrolment, onConfirm, formError }: TotpEnrolmentProps) {
  const intl = useIntl();
  if (!enrolment) return <Spinner />;
  return (
    <>
      <Heading level={3} size="md">
        {intl.formatMessage(m.scanTitle)}
      </Heading>
      <QrImage src={enrolment.qrCodeUrl} alt={intl.formatMessage(m.qrAlt)} />
      <Text>
        {intl.formatMessage(m.secretLabel)} <Secret dir="ltr">{enrolment.secret}</Secret>
      </Text>
      <CodeForm onSubmit={onConfirm} formError={formError} submitLabel={intl.formatMessage(m.confirm)} />
    </>
  );
}
