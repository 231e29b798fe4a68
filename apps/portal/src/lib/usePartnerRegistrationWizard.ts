import {
  isApiError,
  type RegistrationCompany,
  type RegistrationContact,
  type RegistrationOtpTarget,
  type StoredPartnerImage,
} from '@partner-portal/api';
import {
  useAddRegistrationContact,
  usePostalCodeLookup,
  useSaveRegistrationCompany,
  useSaveRegistrationIdentity,
  useSendRegistrationOtp,
  useVerifyRegistrationOtp,
} from '@partner-portal/api/hooks';
import { sessionStore, type RegistrationDraft } from '@partner-portal/api/storage';
import {
  partnerRegistrationMessages as m,
  registrationTextValues,
  restoreRegistrationValues,
  type OtpChannel,
  type OtpState,
  type PartnerRegistrationValues,
  type PartnerRegistrationWizardProps,
  type PinLocation,
  type RegistrationStep,
} from '@partner-portal/forms/partner-registration';
import { normalizeAadhaar, normalizePan } from '@partner-portal/api/validation';
import { useResendCountdown } from '@partner-portal/ui/inputs';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { failurePresets, failureText } from './failureText.ts';

/** Resend wait after each OTP, in seconds (access §9). */
export const OTP_RESEND_SECONDS = 60;

/** Wait between the final success and /thank-you, in ms (access §2 step 3, §9: 3 seconds). */
export const THANK_YOU_DELAY_MS = 3000;

/*
 * Resume after a reload: the step, the typed values, the OTP verifications and the stored files
 * are kept in sessionStorage (`partner_registration`, `temp_vendor_id`; access §3) and read back on
 * mount. Why and how: docs/decisions.md 'Partner registration resumes after a reload'.
 */
/** What the route keeps in the draft besides the wizard's text values. */
interface DraftExtras {
  /** The contact payload last saved with temp-partner-add (JSON), to skip saving it again unchanged. */
  savedContact: string | null;
  /** Name of the stored address proof. */
  addressProof: string | null;
}

/** Reads the kept draft (sessionStorage); `null` when there is none or it is unreadable. */
function readDraft(): { draft: RegistrationDraft; extras: DraftExtras } | null {
  const draft = sessionStore.get('partner_registration');
  if (!draft) return null;
  const extras = draft.values._route as Partial<DraftExtras> | undefined;
  return {
    draft,
    extras: {
      savedContact: typeof extras?.savedContact === 'string' ? extras.savedContact : null,
      addressProof: typeof extras?.addressProof === 'string' ? extras.addressProof : null,
    },
  };
}

/** The payload of temp-partner-add. Spec: access §3 'Temporary partner registration'. */
export function contactPayload(values: PartnerRegistrationValues): RegistrationContact {
  return {
    companyName: values.companyName.trim(),
    companyEmail: values.companyEmail.trim(),
    companyPhone: values.companyPhone.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.number,
    whatsappNumber: values.whatsappNumber.trim(),
    countryCode: values.phone.dialCode,
  };
}

/** The text part of the company step's payload. Spec: access §3 'Company step'. */
export function companyPayload(
  id: string,
  values: PartnerRegistrationValues,
): Omit<RegistrationCompany, 'addressProof' | 'partnerImages' | 'deletedImageIds'> {
  return {
    vendorId: id,
    location: values.location.trim(),
    country: values.countryName.trim(),
    district: values.district.trim(),
    state: values.stateName.trim(),
    city: values.cityName.trim(),
    pinCode: values.pinCode.trim(),
    digipin: values.digipin.trim(),
  };
}

/** The OTP target of `channel` in `values`. */
function otpTarget(channel: OtpChannel, values: PartnerRegistrationValues): RegistrationOtpTarget {
  return channel === 'email'
    ? { email: values.email.trim() }
    : { phone: values.phone.number, countryCode: values.phone.dialCode };
}

/** The file name at the end of a storage key. */
const keyName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

type OtpUi = Omit<OtpState, 'secondsLeft' | 'verified'>;
const idleOtp: OtpUi = { sent: false, isSending: false, isVerifying: false, error: null, notice: null };

/** The resend wait of one contact: 60 s after each send, or the server's Retry-After. */
function useOtpWait() {
  const [wait, setWait] = useState<{ seconds: number } | null>(null);
  const countdown = useResendCountdown({ seconds: wait?.seconds ?? OTP_RESEND_SECONDS, startOnMount: false });
  const { restart } = countdown;
  useEffect(() => {
    if (wait) restart();
  }, [wait, restart]);
  return { secondsLeft: countdown.secondsLeft, start: (seconds: number) => setWait({ seconds }) };
}

/** The wizard's props this hook provides: everything but its title and layout. */
export type PartnerRegistrationWiring = Pick<
  PartnerRegistrationWizardProps,
  | 'step'
  | 'initialValues'
  | 'onValuesChange'
  | 'otp'
  | 'onSendOtp'
  | 'onVerifyOtp'
  | 'onOtpReset'
  | 'onSubmitContact'
  | 'onSubmitCompany'
  | 'onSubmitAdditional'
  | 'onBack'
  | 'onLookupPostalCode'
  | 'storedImages'
  | 'storedAddressProof'
  | 'onDeleteImage'
  | 'formError'
  | 'notice'
  | 'isComplete'
>;

/**
 * The registration wizard's wiring to the API and the kept draft. Step 1 sends and verifies the
 * e-mail and phone OTPs (POST /partner/send-otp/, /partner/verify-otp/; 60 s resend wait, a 429
 * restarts it with the server's Retry-After) and saves the contact (temp-partner-add, keeping
 * `temp_vendor_id`); step 2 looks postal codes up (GET /management/po-for-techlocal/) and saves
 * the company with its files (temp-partner-edit, multipart), deleting stored images on request;
 * step 3 saves PAN and Aadhaar with their files, shows 'Company details added successfully' and
 * goes to /thank-you after 3 seconds. Failures show the server's message and keep every value.
 * A reload resumes the wizard (see the note above). Spec: access §2, §3, §4 'Registration', §7, §8, §9.
 *
 * @returns the wizard's props (spread them on `PartnerRegistrationWizard`).
 */
export function usePartnerRegistrationWizard(): PartnerRegistrationWiring {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: sendRegistrationOtp } = useSendRegistrationOtp();
  const { trigger: verifyRegistrationOtp } = useVerifyRegistrationOtp();
  const { trigger: addContact } = useAddRegistrationContact();
  const { trigger: saveCompany } = useSaveRegistrationCompany();
  const { trigger: saveIdentity } = useSaveRegistrationIdentity();
  const { trigger: lookupPin } = usePostalCodeLookup();
  const [restored] = useState(() => {
    const kept = readDraft();
    const vendorId = sessionStore.get('temp_vendor_id');
    const lost = kept !== null && kept.draft.step !== 'contact' && vendorId === null;
    return {
      values: restoreRegistrationValues(kept?.draft.values),
      step: lost ? ('contact' as const) : (kept?.draft.step ?? 'contact'),
      verified: kept?.draft.verified ?? { email: false, phone: false },
      images: kept?.draft.images ?? [],
      extras: kept?.extras ?? { savedContact: null, addressProof: null },
      vendorId,
      lost,
    };
  });
  const [step, setStep] = useState<RegistrationStep>(restored.step);
  const [verified, setVerified] = useState(restored.verified);
  const [images, setImages] = useState<StoredPartnerImage[]>(restored.images);
  const [extras, setExtras] = useState<DraftExtras>(restored.extras);
  const [otpUi, setOtpUi] = useState<Record<OtpChannel, OtpUi>>({ email: idleOtp, phone: idleOtp });
  const [formError, setFormError] = useState<string | null>(
    restored.lost ? intl.formatMessage(m.missingVendorId) : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const values = useRef<PartnerRegistrationValues>(restored.values);
  const emailWait = useOtpWait();
  const phoneWait = useOtpWait();
  const waits = { email: emailWait, phone: phoneWait };

  // The draft follows the step, the verifications, the stored files and (below) every value.
  const saveDraft = () => {
    if (complete) return;
    const text: Record<string, unknown> = { ...registrationTextValues(values.current), _route: extras };
    delete text.emailOtp;
    delete text.phoneOtp;
    sessionStore.set('partner_registration', { step, values: text, verified, images });
  };
  const saveDraftRef = useRef(saveDraft);
  saveDraftRef.current = saveDraft;
  useEffect(() => saveDraftRef.current(), [step, verified, images, extras]);

  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(
      () => void navigate(hrefTo('thankYou'), { replace: true }),
      THANK_YOU_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [complete, navigate]);

  const patchOtp = (channel: OtpChannel, patch: Partial<OtpUi>) =>
    setOtpUi((current) => ({ ...current, [channel]: { ...current[channel], ...patch } }));

  const sendOtp = async (channel: OtpChannel, current: PartnerRegistrationValues) => {
    patchOtp(channel, { isSending: true, error: null, notice: null });
    try {
      await sendRegistrationOtp(otpTarget(channel, current));
      patchOtp(channel, { sent: true, notice: intl.formatMessage(m.otpSent) });
      waits[channel].start(OTP_RESEND_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      patchOtp(channel, { error: failureText(intl, error, failurePresets.send(m.otpSendFailed)) });
      if (isApiError(error) && error.status === 429) {
        // A code went out moments ago: ask for it, and resend only when the server allows.
        patchOtp(channel, { sent: true });
        waits[channel].start(error.retryAfterSeconds ?? OTP_RESEND_SECONDS);
      }
    } finally {
      patchOtp(channel, { isSending: false });
    }
  };

  const verifyOtp = async (channel: OtpChannel, code: string, current: PartnerRegistrationValues) => {
    patchOtp(channel, { isVerifying: true, error: null, notice: null });
    try {
      await verifyRegistrationOtp({ ...otpTarget(channel, current), otp: code });
      setVerified((before) => ({ ...before, [channel]: true }));
    } catch (error) {
      // Access §8 'OTP': verification failures show the server message.
      patchOtp(channel, { error: failureText(intl, error) });
    } finally {
      patchOtp(channel, { isVerifying: false });
    }
  };

  const submitContact = async (current: PartnerRegistrationValues) => {
    setFormError(null);
    const payload = contactPayload(current);
    const key = JSON.stringify(payload);
    if (sessionStore.get('temp_vendor_id') !== null && extras.savedContact === key) {
      setStep('company');
      return;
    }
    try {
      const id = (await addContact(payload)).vendorId ?? '';
      if (id === '' || !sessionStore.set('temp_vendor_id', id) || sessionStore.get('temp_vendor_id') !== id) {
        // Never the spec's fallback 23: without its own id the registration cannot go on.
        setFormError(intl.formatMessage(m.missingVendorId));
        return;
      }
      setImages([]);
      setExtras({ savedContact: key, addressProof: null });
      setStep('company');
    } catch (error) {
      setFormError(failureText(intl, error));
    }
  };

  /** The stored temp_vendor_id, or null after showing the missing-registration message. */
  const vendorId = (): string | null => {
    const id = sessionStore.get('temp_vendor_id');
    if (id === null) setFormError(intl.formatMessage(m.missingVendorId));
    return id;
  };

  const submitCompany = async (current: PartnerRegistrationValues): Promise<boolean> => {
    setFormError(null);
    const id = vendorId();
    if (id === null) return false;
    try {
      const answer = await saveCompany({
        ...companyPayload(id, current),
        addressProof: current.addressProof ?? undefined,
        partnerImages: current.partnerImages,
      });
      setImages(answer.images ?? images);
      if (current.addressProof)
        setExtras((before) => ({ ...before, addressProof: current.addressProof?.name ?? null }));
      setStep('additional');
      return true;
    } catch (error) {
      setFormError(failureText(intl, error));
      return false;
    }
  };

  const deleteImage = async (imageId: number, current: PartnerRegistrationValues) => {
    const id = vendorId();
    if (id === null) throw new Error(intl.formatMessage(m.missingVendorId));
    try {
      const answer = await saveCompany({ ...companyPayload(id, current), deletedImageIds: [imageId] });
      setImages(answer.images ?? images.filter((image) => image.id !== imageId));
    } catch (error) {
      throw new Error(failureText(intl, error) ?? intl.formatMessage(m.errorOccurred), { cause: error });
    }
  };

  const submitAdditional = async (current: PartnerRegistrationValues) => {
    setFormError(null);
    const id = vendorId();
    if (id === null) return;
    const pan = normalizePan(current.pan);
    const aadhaar = normalizeAadhaar(current.aadhaarNumber);
    try {
      await saveIdentity({
        vendorId: id,
        pan: pan === '' ? undefined : pan,
        panScan: current.panScan ?? undefined,
        aadhaarNumber: aadhaar === '' ? undefined : aadhaar,
        aadhaarFile: current.aadhaarFile ?? undefined,
      });
      sessionStore.remove('partner_registration', 'temp_vendor_id');
      setComplete(true);
      setNotice(intl.formatMessage(m.detailsAdded));
    } catch (error) {
      setFormError(failureText(intl, error, failurePresets.finalStep(m.errorOccurred)));
    }
  };

  const lookupPostalCode = async (pin: string): Promise<PinLocation | null> => {
    try {
      const answer = await lookupPin(pin);
      const found = answer[0];
      return found ? { district: found.district, state: found.state, country: found.country } : null;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw new Error(failureText(intl, error) ?? intl.formatMessage(m.noLocation), { cause: error });
    }
  };

  const otp: Record<OtpChannel, OtpState> = {
    email: { ...otpUi.email, verified: verified.email, secondsLeft: emailWait.secondsLeft },
    phone: { ...otpUi.phone, verified: verified.phone, secondsLeft: phoneWait.secondsLeft },
  };

  return {
    step,
    initialValues: restored.values,
    onValuesChange: (next) => {
      values.current = next;
      saveDraftRef.current();
    },
    otp,
    onSendOtp: sendOtp,
    onVerifyOtp: verifyOtp,
    onOtpReset: (channel) => patchOtp(channel, idleOtp),
    onSubmitContact: submitContact,
    onSubmitCompany: submitCompany,
    onSubmitAdditional: submitAdditional,
    onBack: () => {
      setFormError(null);
      setStep((current) => (current === 'additional' ? 'company' : 'contact'));
    },
    onLookupPostalCode: lookupPostalCode,
    storedImages: images.map((image) => ({ id: image.id, name: keyName(image.key) })),
    storedAddressProof: extras.addressProof,
    onDeleteImage: deleteImage,
    formError,
    notice,
    isComplete: complete,
  };
}
