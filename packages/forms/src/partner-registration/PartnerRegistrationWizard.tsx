import { Steps } from '@partner-portal/ui/pickers';
import {
  Alert,
  Button,
  FormActions,
  FormErrorSummary,
  FormLayout,
  Heading,
  Text,
  useIsHydrated,
} from '@partner-portal/ui/primitives';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { AdditionalStep } from './AdditionalStep.tsx';
import { CompanyStep, defaultDigipinLink } from './CompanyStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { partnerRegistrationMessages as m } from './messages.ts';
import type { PartnerRegistrationSchemaMessages } from './schema.ts';
import type { OtpState, PinLocation, SendOtpHandler, StoredImage, VerifyOtpHandler } from './types.ts';
import {
  partnerRegistrationInitialValues,
  REGISTRATION_STEPS,
  type OtpChannel,
  type PartnerRegistrationValues,
  type RegistrationStep,
} from './values.ts';

/** Props of {@link PartnerRegistrationWizard}. */
export interface PartnerRegistrationWizardProps {
  /** The step shown; the app moves it after each successful save (and keeps it across a reload). */
  step: RegistrationStep;
  /** Starting values (e.g. restored after a reload). Default: empty, phone prefix +91. */
  initialValues?: PartnerRegistrationValues;
  /** Called with the values on every change (e.g. to keep a draft). */
  onValuesChange?: (values: PartnerRegistrationValues) => void;
  /** One-time code state of the e-mail and the phone (step 1). */
  otp: Record<OtpChannel, OtpState>;
  /** 'Generate OTP' and the resend control. */
  onSendOtp: SendOtpHandler;
  /** 'Verify'. */
  onVerifyOtp: VerifyOtpHandler;
  /** A contact with a pending (unverified) code was edited. */
  onOtpReset?: (channel: OtpChannel) => void;
  /** Saves step 1 (temp-partner-add); resolve to move on, reject or set `formError` to stay. */
  onSubmitContact: (values: PartnerRegistrationValues) => Promise<void>;
  /**
   * Saves step 2 (temp-partner-edit with the files chosen). Resolve `true` when it was saved: the
   * wizard then forgets the files it sent (the app lists them through `storedImages` and
   * `storedAddressProof`), so going Back and saving again does not send them twice.
   */
  onSubmitCompany: (values: PartnerRegistrationValues) => Promise<boolean | void>;
  /** Saves step 3 (temp-partner-edit, final). */
  onSubmitAdditional: (values: PartnerRegistrationValues) => Promise<void>;
  /** 'Back' (steps 2 and 3): the app shows the previous step; every value is kept. */
  onBack: () => void;
  /** Looks a 6-digit postal code up: its district, state and country, or null when none is found. */
  onLookupPostalCode: (pinCode: string) => Promise<PinLocation | null>;
  /** Images already stored for the company (after step 2 was saved). Default none. */
  storedImages?: readonly StoredImage[];
  /** Name of the address proof already stored, shown while no new file is chosen. */
  storedAddressProof?: string | null;
  /** Deletes a stored image; rejects with an `Error` whose message is shown. */
  onDeleteImage?: (id: number, values: PartnerRegistrationValues) => Promise<void>;
  /** The link 'Copy DigiPin link' copies. Default: India Post's DIGIPIN page of the code. */
  digipinLink?: (digipin: string) => string;
  /** A failure to show above the fields (the server's message; access §8). Values are kept. */
  formError?: string | null;
  /** A success notice, e.g. 'Company details added successfully' (access §8 'Final step'). */
  notice?: string | null;
  /** The registration is done (the app redirects after 3 s): the form is locked. */
  isComplete?: boolean;
}

const STEP_TITLES = {
  contact: m.contactStep,
  company: m.companyStep,
  additional: m.additionalStep,
} as const;

/** Moves focus to the step title and forgets touched fields when the step changes. */
function StepChange({ step, titleId }: { step: RegistrationStep; titleId: string }) {
  const { setTouched } = useFormikContext<PartnerRegistrationValues>();
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    void setTouched({}, false);
    document.getElementById(titleId)?.focus();
  }, [step, titleId, setTouched]);
  return null;
}

/** The fields each step checks, in the order they are shown (the error summary's order). */
const STEP_FIELDS: Record<RegistrationStep, readonly (keyof PartnerRegistrationValues)[]> = {
  contact: [
    'companyName',
    'companyEmail',
    'fullName',
    'email',
    'emailOtp',
    'phone',
    'phoneOtp',
    'companyPhone',
    'whatsappNumber',
  ],
  company: ['location', 'pinCode', 'cityName', 'district', 'stateName', 'countryName', 'digipin'],
  additional: ['pan', 'aadhaarNumber'],
};

/**
 * After a submit of the current step that failed validation: a summary of its errors, each
 * linking to its field, focused when it appears.
 */
function StepErrorSummary({ step, idPrefix }: { step: RegistrationStep; idPrefix: string }) {
  const { errors, submitCount, isSubmitting } = useFormikContext<PartnerRegistrationValues>();
  // Submits of earlier steps do not count.
  const countAtStep = useRef({ step, count: submitCount });
  if (countAtStep.current.step !== step) countAtStep.current = { step, count: submitCount };
  if (isSubmitting || submitCount <= countAtStep.current.count) return null;
  const items = STEP_FIELDS[step].flatMap((name) => {
    const message = errors[name];
    return typeof message === 'string' ? [{ fieldId: `${idPrefix}-${name}`, message }] : [];
  });
  return <FormErrorSummary errors={items} />;
}

/** Reports every change of the values. */
function ValuesWatcher({ onChange }: { onChange?: (values: PartnerRegistrationValues) => void }) {
  const { values } = useFormikContext<PartnerRegistrationValues>();
  const latest = useRef(onChange);
  latest.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current?.(values);
  }, [values]);
  return null;
}

/**
 * The partner registration wizard (/partner-registration): three steps with a progress bar,
 * Contact Details ({@link ContactStep}: both e-mail and phone verified by OTP before 'Submit'),
 * Company Info ({@link CompanyStep}: postal code lookup, digipin, address proof, partner images)
 * and Additional Details ({@link AdditionalStep}: PAN, Aadhaar and their files). One Formik holds
 * every value: 'Back' and a failed save keep them all, each step checks only its own fields with
 * the spec's messages (a failed submit also shows an error summary linking to the fields), and
 * focus moves to the step title when the step changes. The app owns the
 * step, the OTP state and the calls (through the `on…` callbacks, which it may reject to stay on
 * the step); the wizard never fetches, stores or navigates.
 * Spec: access §2 'Partner registration wizard', §3, §4 'Registration', §5, §8, §9.
 */
export function PartnerRegistrationWizard({
  step,
  initialValues = partnerRegistrationInitialValues,
  onValuesChange,
  otp,
  onSendOtp,
  onVerifyOtp,
  onOtpReset,
  onSubmitContact,
  onSubmitCompany,
  onSubmitAdditional,
  onBack,
  onLookupPostalCode,
  storedImages = [],
  storedAddressProof = null,
  onDeleteImage,
  digipinLink = defaultDigipinLink,
  formError,
  notice,
  isComplete = false,
}: PartnerRegistrationWizardProps) {
  const intl = useIntl();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const titleId = `${baseId}-step`;
  const errorId = `${baseId}-error`;
  const fieldIdPrefix = `${baseId}-field`;
  const interactive = useIsHydrated();
  const stepIndex = REGISTRATION_STEPS.indexOf(step);
  const otpStage = {
    sent: { email: otp.email.sent, phone: otp.phone.sent },
    verified: { email: otp.email.verified, phone: otp.phone.verified },
  };
  const otpKey = JSON.stringify(otpStage);
  const validation = useMemo(() => {
    const messages: PartnerRegistrationSchemaMessages = {
      nameRequired: intl.formatMessage(m.nameRequired),
      emailInvalid: intl.formatMessage(m.emailInvalid),
      phoneRequired: intl.formatMessage(m.phoneRequired),
      phoneTooLong: intl.formatMessage(m.phoneTooLong),
      phoneInvalid: intl.formatMessage(m.phoneInvalid),
      whatsappRequired: intl.formatMessage(m.whatsappRequired),
      whatsappInvalid: intl.formatMessage(m.whatsappInvalid),
      otpRequired: intl.formatMessage(m.otpRequired),
      locationRequired: intl.formatMessage(m.locationRequired),
      requiredFields: intl.formatMessage(m.requiredFields),
      postalCodeInvalid: intl.formatMessage(m.postalCodeInvalid),
      panInvalid: intl.formatMessage(m.panInvalid),
      aadhaarInvalid: intl.formatMessage(m.aadhaarInvalid),
    };
    const stage = JSON.parse(otpKey) as typeof otpStage;
    return lazyYupValidation<PartnerRegistrationValues>(() =>
      import('./schema.ts').then(
        ({ partnerRegistrationSchema }) => partnerRegistrationSchema(messages, step, stage) as never,
      ),
    );
    // otpKey stands for otpStage (a new object on every render).
  }, [intl, step, otpKey]);
  const bothVerified = otp.email.verified && otp.phone.verified;

  const submit = async (
    values: PartnerRegistrationValues,
    helpers: FormikHelpers<PartnerRegistrationValues>,
  ) => {
    if (isComplete) return;
    const cast = {
      ...values,
      ...((await validation.schema()).cast(values) as Partial<PartnerRegistrationValues>),
    };
    if (step === 'contact') {
      if (!bothVerified) return;
      await onSubmitContact(cast);
    } else if (step === 'company') {
      if ((await onSubmitCompany(cast)) === true) {
        helpers.setValues({ ...values, addressProof: null, partnerImages: [] }, false);
      }
    } else {
      await onSubmitAdditional(cast);
    }
  };

  const disabled = !interactive || isComplete;
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-labelledby={headingId}
          aria-describedby={formError ? errorId : undefined}
          onFocus={() => void validation.schema().catch(() => undefined)}
        >
          <StepChange step={step} titleId={titleId} />
          <ValuesWatcher onChange={onValuesChange} />
          <FormLayout>
            <Heading level={2} size="lg" id={headingId}>
              {intl.formatMessage(m.title)}
            </Heading>
            <Steps
              steps={REGISTRATION_STEPS.map((id) => ({ id, title: intl.formatMessage(STEP_TITLES[id]) }))}
              currentIndex={stepIndex}
              completedIds={isComplete ? REGISTRATION_STEPS : undefined}
              label={intl.formatMessage(m.stepsLabel)}
            />
            <Heading level={3} size="md" id={titleId} tabIndex={-1}>
              {intl.formatMessage(STEP_TITLES[step])}
            </Heading>
            {formError ? (
              <Alert variant="error" id={errorId} title={intl.formatMessage(m.failed)}>
                {formError}
              </Alert>
            ) : null}
            {notice ? <Alert variant="success">{notice}</Alert> : null}
            <StepErrorSummary step={step} idPrefix={fieldIdPrefix} />
            {step === 'contact' ? (
              <ContactStep
                otp={otp}
                onSendOtp={onSendOtp}
                onVerifyOtp={onVerifyOtp}
                onOtpReset={onOtpReset}
                isDisabled={disabled}
                idPrefix={fieldIdPrefix}
              />
            ) : step === 'company' ? (
              <CompanyStep
                onLookupPostalCode={onLookupPostalCode}
                storedImages={storedImages}
                storedAddressProof={storedAddressProof}
                onDeleteImage={onDeleteImage}
                digipinLink={digipinLink}
                isDisabled={disabled}
                idPrefix={fieldIdPrefix}
              />
            ) : (
              <AdditionalStep isDisabled={disabled} idPrefix={fieldIdPrefix} />
            )}
            {step === 'contact' && !bothVerified ? (
              <Text tone="muted" size="sm">
                {intl.formatMessage(m.verifyBoth)}
              </Text>
            ) : null}
            <FormActions align={step === 'contact' ? 'stretch' : 'between'}>
              {step !== 'contact' ? (
                <Button variant="secondary" onPress={onBack} isDisabled={disabled || isSubmitting}>
                  {intl.formatMessage(m.back)}
                </Button>
              ) : null}
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                isDisabled={disabled || (step === 'contact' && !bothVerified)}
              >
                {intl.formatMessage(step === 'company' ? m.next : m.submit)}
              </Button>
            </FormActions>
          </FormLayout>
        </Form>
      )}
    </Formik>
  );
}
