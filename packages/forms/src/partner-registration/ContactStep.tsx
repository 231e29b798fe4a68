import { Button, FormActions } from '@partner-portal/ui/primitives';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormikOtpField } from '../fields/FormikOtpField.tsx';
import { FormikPhoneField } from '../fields/FormikPhoneField.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { isEmail } from '@partner-portal/api/validation';
import { isPhoneNumber, phoneMaxDigits } from '@partner-portal/api/validation';
import { partnerRegistrationMessages as m } from './messages.ts';
import { OtpGroup, StatusLine } from './PartnerRegistrationWizard.styles.ts';
import type { OtpState, SendOtpHandler, VerifyOtpHandler } from './types.ts';
import type { OtpChannel, PartnerRegistrationValues } from './values.ts';

/** Digits of a registration OTP on the reference server (apps/server identity/codes.ts). */
export const OTP_LENGTH = 6;

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  otp: Record<OtpChannel, OtpState>;
  onSendOtp: SendOtpHandler;
  onVerifyOtp: VerifyOtpHandler;
  /** Called when a contact whose code was sent (not verified) is edited: the code no longer applies. */
  onOtpReset?: (channel: OtpChannel) => void;
  /** Fields are disabled (before hydration, or while saving). */
  isDisabled: boolean;
  /** Prefix of the inputs' ids (`{idPrefix}-{field name}`), which the error summary links to. */
  idPrefix: string;
}

/** Whether the contact of `channel` can be sent a code. */
function contactReady(channel: OtpChannel, values: PartnerRegistrationValues): boolean {
  return channel === 'email'
    ? isEmail(values.email.trim())
    : isPhoneNumber(values.phone.number, values.phone.dialCode);
}

/** The e-mail or phone of `channel`, as typed. */
function contactOf(channel: OtpChannel, values: PartnerRegistrationValues): string {
  return channel === 'email' ? values.email : `${values.phone.dialCode} ${values.phone.number}`;
}

/** Calls `onOtpReset(channel)` when a contact with a pending code is edited. */
function ContactWatcher({ otp, onOtpReset }: Pick<ContactStepProps, 'otp' | 'onOtpReset'>) {
  const { values } = useFormikContext<PartnerRegistrationValues>();
  const latest = useRef({ otp, onOtpReset });
  latest.current = { otp, onOtpReset };
  const email = contactOf('email', values);
  const phone = contactOf('phone', values);
  const previous = useRef({ email, phone });
  useEffect(() => {
    for (const channel of ['email', 'phone'] as const) {
      const now = channel === 'email' ? email : phone;
      if (previous.current[channel] === now) continue;
      previous.current[channel] = now;
      const state = latest.current.otp[channel];
      if (state.sent && !state.verified) latest.current.onOtpReset?.(channel);
    }
  }, [email, phone]);
  return null;
}

/**
 * The code part of one contact: Generate OTP, then the code with resend and Verify, then 'Verified'.
 * 'Generate OTP' and 'Verify' are disabled (not `isPending`) while their call runs: each unmounts
 * when its call succeeds, and react-aria's announcement of a pending button would then be left
 * pointing at a button that is gone (axe role-img-alt).
 */
function OtpControls({
  channel,
  state,
  onSendOtp,
  onVerifyOtp,
  isDisabled,
  idPrefix,
}: {
  idPrefix: string;
  channel: OtpChannel;
  state: OtpState;
  onSendOtp: SendOtpHandler;
  onVerifyOtp: VerifyOtpHandler;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const { values, validateForm, setFieldTouched } = useFormikContext<PartnerRegistrationValues>();
  const field = channel === 'email' ? 'emailOtp' : 'phoneOtp';
  const ready = contactReady(channel, values);

  const verify = async () => {
    const errors = await validateForm();
    if (errors[field]) {
      void setFieldTouched(field, true, false);
      return;
    }
    await onVerifyOtp(channel, values[field].trim(), values);
  };

  const status = state.verified ? intl.formatMessage(m.verified) : (state.error ?? state.notice ?? '');
  return (
    <>
      {state.sent && !state.verified ? (
        <>
          <FormikOtpField
            name={field}
            id={`${idPrefix}-${field}`}
            label={intl.formatMessage(channel === 'email' ? m.emailOtp : m.phoneOtp)}
            length={OTP_LENGTH}
            isRequired
            isDisabled={isDisabled}
            onResend={() => void onSendOtp(channel, values)}
            secondsLeft={state.secondsLeft}
            isResendPending={state.isSending}
            resendLabel={intl.formatMessage(m.resendOtp)}
            resendCountdownLabel={(seconds) => intl.formatMessage(m.resendIn, { seconds })}
            resendAvailableMessage={intl.formatMessage(m.resendAvailable)}
          />
          <FormActions>
            <Button
              variant="secondary"
              onPress={() => void verify()}
              isDisabled={isDisabled || state.isVerifying}
              aria-label={intl.formatMessage(m.verifyOtpLabel, { channel })}
            >
              {intl.formatMessage(m.verify)}
            </Button>
          </FormActions>
        </>
      ) : null}
      {!state.sent && !state.verified ? (
        <FormActions>
          <Button
            variant="secondary"
            onPress={() => void onSendOtp(channel, values)}
            isDisabled={isDisabled || !ready || state.isSending}
            aria-label={intl.formatMessage(m.generateOtpLabel, { channel })}
          >
            {intl.formatMessage(m.generateOtp)}
          </Button>
        </FormActions>
      ) : null}
      <StatusLine
        role="status"
        data-verified={state.verified || undefined}
        data-tone={!state.verified && state.error ? 'danger' : undefined}
      >
        {status}
      </StatusLine>
    </>
  );
}

/**
 * Step 1 Contact Details: company name, company e-mail, company phone, full name, e-mail, phone
 * (with the country code, default +91, at most 10 digits for +91) and WhatsApp number. The e-mail
 * and the phone each need a one-time code: Generate OTP, enter the code, Verify, then 'Verified'
 * (the contact is then locked); the resend control waits `secondsLeft` (60 s). The submit button
 * lives in the wizard and is enabled only when both are verified.
 * Spec: access §2 'Partner registration wizard' step 1, §5 'Registration contact', §8 'OTP', §9.
 */
export function ContactStep({
  otp,
  onSendOtp,
  onVerifyOtp,
  onOtpReset,
  isDisabled,
  idPrefix,
}: ContactStepProps) {
  const intl = useIntl();
  const { values } = useFormikContext<PartnerRegistrationValues>();
  const phoneDigits = phoneMaxDigits(values.phone.dialCode);
  return (
    <>
      <ContactWatcher otp={otp} onOtpReset={onOtpReset} />
      <FormikTextField
        name="companyName"
        id={`${idPrefix}-companyName`}
        label={intl.formatMessage(m.companyName)}
        autoComplete="organization"
        isRequired
        isDisabled={isDisabled}
      />
      <FormikTextField
        name="companyEmail"
        id={`${idPrefix}-companyEmail`}
        type="email"
        label={intl.formatMessage(m.companyEmail)}
        inputMode="email"
        dir="ltr"
        isRequired
        isDisabled={isDisabled}
      />
      <FormikTextField
        name="fullName"
        id={`${idPrefix}-fullName`}
        label={intl.formatMessage(m.fullName)}
        autoComplete="name"
        isRequired
        isDisabled={isDisabled}
      />
      <OtpGroup>
        <FormikTextField
          name="email"
          id={`${idPrefix}-email`}
          type="email"
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          isRequired
          isDisabled={isDisabled}
          isReadOnly={otp.email.verified}
        />
        <OtpControls
          channel="email"
          state={otp.email}
          onSendOtp={onSendOtp}
          onVerifyOtp={onVerifyOtp}
          isDisabled={isDisabled}
          idPrefix={idPrefix}
        />
      </OtpGroup>
      <OtpGroup>
        <FormikPhoneField
          name="phone"
          id={`${idPrefix}-phone`}
          label={intl.formatMessage(m.phone)}
          isRequired
          isDisabled={isDisabled}
          isReadOnly={otp.phone.verified}
        />
        <OtpControls
          channel="phone"
          state={otp.phone}
          onSendOtp={onSendOtp}
          onVerifyOtp={onVerifyOtp}
          isDisabled={isDisabled}
          idPrefix={idPrefix}
        />
      </OtpGroup>
      <FormikTextField
        name="companyPhone"
        id={`${idPrefix}-companyPhone`}
        type="tel"
        label={intl.formatMessage(m.companyPhone)}
        description={values.phone.dialCode}
        inputMode="numeric"
        maxLength={phoneDigits}
        dir="ltr"
        isRequired
        isDisabled={isDisabled}
      />
      <FormikTextField
        name="whatsappNumber"
        id={`${idPrefix}-whatsappNumber`}
        type="tel"
        label={intl.formatMessage(m.whatsappNumber)}
        inputMode="numeric"
        maxLength={10}
        dir="ltr"
        isRequired
        isDisabled={isDisabled}
      />
    </>
  );
}
