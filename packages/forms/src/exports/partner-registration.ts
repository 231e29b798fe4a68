/**
 * `@partner-portal/forms/partner-registration`: the partner registration wizard (/partner-registration)
 * with its steps, schemas, values and texts, and the /thank-you page. Spec: access §2, §3, §5, §8, §9.
 * @packageDocumentation
 */
export { PartnerRegistrationWizard } from '../partner-registration/PartnerRegistrationWizard.tsx';
export type { PartnerRegistrationWizardProps } from '../partner-registration/PartnerRegistrationWizard.tsx';
export { ContactStep, OTP_LENGTH } from '../partner-registration/ContactStep.tsx';
export type { ContactStepProps } from '../partner-registration/ContactStep.tsx';
export {
  CompanyStep,
  defaultDigipinLink,
  REGISTRATION_FILE_TYPES,
  REGISTRATION_IMAGE_TYPES,
  REGISTRATION_MAX_FILE_BYTES,
} from '../partner-registration/CompanyStep.tsx';
export type { CompanyStepProps } from '../partner-registration/CompanyStep.tsx';
export { AdditionalStep } from '../partner-registration/AdditionalStep.tsx';
export type {
  OtpState,
  PinLocation,
  SendOtpHandler,
  StoredImage,
  VerifyOtpHandler,
} from '../partner-registration/types.ts';
export {
  additionalSchema,
  companySchema,
  contactSchema,
  partnerRegistrationSchema,
} from '../partner-registration/schema.ts';
export type { ContactOtpStage, PartnerRegistrationSchemaMessages } from '../partner-registration/schema.ts';
export {
  partnerRegistrationInitialValues,
  REGISTRATION_STEPS,
  registrationTextValues,
  restoreRegistrationValues,
} from '../partner-registration/values.ts';
export type {
  OtpChannel,
  PartnerRegistrationTextValues,
  PartnerRegistrationValues,
  RegistrationStep,
} from '../partner-registration/values.ts';
export { partnerRegistrationMessages } from '../partner-registration/messages.ts';
export type { PartnerRegistrationMessages } from '../partner-registration/messages.ts';
export { ThankYouScreen } from '../thank-you/ThankYouScreen.tsx';
export type { ThankYouScreenProps } from '../thank-you/ThankYouScreen.tsx';
export { thankYouMessages } from '../thank-you/messages.ts';
