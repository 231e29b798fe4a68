import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'forms.partnerRegistration.title', defaultMessage: 'Partner Registration' },
  stepsLabel: { id: 'forms.partnerRegistration.stepsLabel', defaultMessage: 'Registration steps' },
  // Access §2 'Partner registration wizard': the three steps.
  contactStep: { id: 'forms.partnerRegistration.contactStep', defaultMessage: 'Contact Details' },
  companyStep: { id: 'forms.partnerRegistration.companyStep', defaultMessage: 'Company Info' },
  additionalStep: { id: 'forms.partnerRegistration.additionalStep', defaultMessage: 'Additional Details' },
  // Field labels (access §2, §3).
  companyName: { id: 'forms.partnerRegistration.companyName', defaultMessage: 'Company name' },
  companyEmail: { id: 'forms.partnerRegistration.companyEmail', defaultMessage: 'Company email' },
  companyPhone: { id: 'forms.partnerRegistration.companyPhone', defaultMessage: 'Company phone' },
  fullName: { id: 'forms.partnerRegistration.fullName', defaultMessage: 'Full name' },
  email: {
    id: 'forms.partnerRegistration.email',
    defaultMessage: 'Email',
    description: 'Field label: e-mail address of the contact person',
  },
  phone: {
    id: 'forms.partnerRegistration.phone',
    defaultMessage: 'Phone',
    description: 'Field label: phone number of the contact person',
  },
  whatsappNumber: { id: 'forms.partnerRegistration.whatsappNumber', defaultMessage: 'WhatsApp number' },
  emailOtp: { id: 'forms.partnerRegistration.emailOtp', defaultMessage: 'Email OTP' },
  phoneOtp: { id: 'forms.partnerRegistration.phoneOtp', defaultMessage: 'Phone OTP' },
  location: { id: 'forms.partnerRegistration.location', defaultMessage: 'Location' },
  country: { id: 'forms.partnerRegistration.country', defaultMessage: 'Country' },
  district: { id: 'forms.partnerRegistration.district', defaultMessage: 'District' },
  state: {
    id: 'forms.partnerRegistration.state',
    defaultMessage: 'State',
    description: 'Field label: Indian state of the company (region, not a status)',
  },
  city: {
    id: 'forms.partnerRegistration.city',
    defaultMessage: 'City',
    description: "Field label: the city of the partner's company",
  },
  postalCode: { id: 'forms.partnerRegistration.postalCode', defaultMessage: 'Postal code' },
  postalCodeHint: {
    id: 'forms.partnerRegistration.postalCodeHint',
    defaultMessage: 'Six digits: district, state and country are filled in for you.',
  },
  digipin: { id: 'forms.partnerRegistration.digipin', defaultMessage: 'DigiPin' },
  copyDigipinLink: { id: 'forms.partnerRegistration.copyDigipinLink', defaultMessage: 'Copy DigiPin link' },
  addressProof: { id: 'forms.partnerRegistration.addressProof', defaultMessage: 'Address proof' },
  partnerImages: { id: 'forms.partnerRegistration.partnerImages', defaultMessage: 'Partner images' },
  filesHint: {
    id: 'forms.partnerRegistration.filesHint',
    defaultMessage: 'PDF, JPEG, PNG or WebP, at most 5 MB each.',
  },
  imagesHint: {
    id: 'forms.partnerRegistration.imagesHint',
    defaultMessage: 'JPEG, PNG or WebP, at most 5 MB each.',
  },
  pan: {
    id: 'forms.partnerRegistration.pan',
    defaultMessage: 'PAN',
    description: 'Field label: Indian Permanent Account Number (tax id); keep the abbreviation PAN',
  },
  panScan: { id: 'forms.partnerRegistration.panScan', defaultMessage: 'PAN scan' },
  aadhaarNumber: { id: 'forms.partnerRegistration.aadhaarNumber', defaultMessage: 'Aadhaar number' },
  aadhaarFile: { id: 'forms.partnerRegistration.aadhaarFile', defaultMessage: 'Aadhaar file' },
  // Actions (access §2 step 1: Generate OTP, Verify, 'Verified', Resend; Submit).
  generateOtp: { id: 'forms.partnerRegistration.generateOtp', defaultMessage: 'Generate OTP' },
  verify: {
    id: 'forms.partnerRegistration.verify',
    defaultMessage: 'Verify',
    description: 'Button under an OTP field: check the one-time code (verb)',
  },
  verified: { id: 'forms.partnerRegistration.verified', defaultMessage: 'Verified' },
  resendOtp: { id: 'forms.partnerRegistration.resendOtp', defaultMessage: 'Resend OTP' },
  resendAvailable: {
    id: 'forms.partnerRegistration.resendAvailable',
    defaultMessage: 'You can now resend the OTP.',
  },
  verifyBoth: {
    id: 'forms.partnerRegistration.verifyBoth',
    defaultMessage: 'Verify your email and phone with the OTP to continue.',
  },
  back: {
    id: 'forms.partnerRegistration.back',
    defaultMessage: 'Back',
    description: 'Wizard button: go back to the previous step (values are kept)',
  },
  next: {
    id: 'forms.partnerRegistration.next',
    defaultMessage: 'Next',
    description: 'Wizard button: save this step and go to the next one',
  },
  submit: { id: 'forms.partnerRegistration.submit', defaultMessage: 'Submit' },
  failed: { id: 'forms.partnerRegistration.failed', defaultMessage: 'Registration failed' },
  lookingUp: { id: 'forms.partnerRegistration.lookingUp', defaultMessage: 'Looking up the postal code…' },
  // Access §5 'Registration contact', 'Company step', 'Final step'.
  nameRequired: { id: 'forms.partnerRegistration.nameRequired', defaultMessage: 'Please enter your name!' },
  phoneTooLong: {
    id: 'forms.partnerRegistration.phoneTooLong',
    defaultMessage: 'Phone Number cannot exceed 10 digits for the selected country code!',
  },
  otpRequired: { id: 'forms.partnerRegistration.otpRequired', defaultMessage: 'Please enter the OTP!' },
  locationRequired: {
    id: 'forms.partnerRegistration.locationRequired',
    defaultMessage: 'Please input company location!',
  },
  requiredFields: {
    id: 'forms.partnerRegistration.requiredFields',
    defaultMessage: 'Please fill out all required fields.',
  },
  panInvalid: {
    id: 'forms.partnerRegistration.panInvalid',
    defaultMessage: 'Please enter a valid Pan number!',
  },
  aadhaarInvalid: {
    id: 'forms.partnerRegistration.aadhaarInvalid',
    defaultMessage: 'Please enter a valid Aadhaar Card!',
  },
  // Ours, where access §5 gives no text for the registration (the wording of the other screens).
  emailInvalid: {
    id: 'forms.partnerRegistration.emailInvalid',
    defaultMessage: 'The input is not valid E-mail!',
  },
  phoneRequired: {
    id: 'forms.partnerRegistration.phoneRequired',
    defaultMessage: 'Please input your phone number!',
  },
  phoneInvalid: {
    id: 'forms.partnerRegistration.phoneInvalid',
    defaultMessage: 'Please enter a valid phone number.',
  },
  whatsappRequired: {
    id: 'forms.partnerRegistration.whatsappRequired',
    defaultMessage: 'Please enter your WhatsApp number!',
  },
  whatsappInvalid: {
    id: 'forms.partnerRegistration.whatsappInvalid',
    defaultMessage: 'Enter a valid 10-digit number!',
  },
  postalCodeInvalid: {
    id: 'forms.partnerRegistration.postalCodeInvalid',
    defaultMessage: 'Please enter a valid 6-digit PIN code.',
  },
  // Access §8 'OTP', 'Company step', 'Final step'.
  otpSent: { id: 'forms.partnerRegistration.otpSent', defaultMessage: 'OTP sent successfully' },
  otpSendFailed: { id: 'forms.partnerRegistration.otpSendFailed', defaultMessage: 'Error in sending OTP' },
  noLocation: {
    id: 'forms.partnerRegistration.noLocation',
    defaultMessage: 'No location data found for the provided PIN code.',
  },
  digipinCopied: {
    id: 'forms.partnerRegistration.digipinCopied',
    defaultMessage: 'DigiPin link copied to clipboard!',
  },
  digipinCopyFailed: {
    id: 'forms.partnerRegistration.digipinCopyFailed',
    defaultMessage: 'Failed to copy DigiPin link.',
  },
  fileDeleted: { id: 'forms.partnerRegistration.fileDeleted', defaultMessage: 'File Deleted Successfully' },
  detailsAdded: {
    id: 'forms.partnerRegistration.detailsAdded',
    defaultMessage: 'Company details added successfully',
  },
  errorOccurred: { id: 'forms.partnerRegistration.errorOccurred', defaultMessage: 'An error occurred.' },
  missingVendorId: {
    id: 'forms.partnerRegistration.missingVendorId',
    defaultMessage: 'Your registration could not be found. Please start again from Contact Details.',
  },
});

const messagesWithValues = defineMessages<{
  stepOf: { step: number; total: number };
  resendIn: { seconds: number };
  verifyOtpLabel: { channel: 'email' | 'phone' };
  generateOtpLabel: { channel: 'email' | 'phone' };
}>({
  stepOf: { id: 'forms.partnerRegistration.stepOf', defaultMessage: 'Step {step} of {total}' },
  resendIn: { id: 'forms.partnerRegistration.resendIn', defaultMessage: 'Resend OTP in {seconds}s' },
  verifyOtpLabel: {
    id: 'forms.partnerRegistration.verifyOtpLabel',
    defaultMessage: '{channel, select, email {Verify Email OTP} other {Verify Phone OTP}}',
    description:
      "Accessible name of the 'Verify' button under the e-mail or phone OTP field; must contain the button's visible text 'Verify'",
  },
  generateOtpLabel: {
    id: 'forms.partnerRegistration.generateOtpLabel',
    defaultMessage: '{channel, select, email {Generate OTP (Email)} other {Generate OTP (Phone)}}',
    description:
      "Accessible name of the 'Generate OTP' button under the e-mail or the phone field; must contain the button's visible text 'Generate OTP'",
  },
});

/**
 * Texts of the partner registration wizard. English defaults are the spec's exact words where it
 * gives them (access §2 'Partner registration wizard', §5, §8); labels, hints, 'Back', 'Next', the
 * countdown, the missing-registration text and the messages access §5 leaves out for this screen
 * (e-mail, phone, WhatsApp and PIN format) are ours, worded as on the other screens.
 */
export const partnerRegistrationMessages: PartnerRegistrationMessages = {
  ...plainMessages,
  ...messagesWithValues,
};

/** Type of {@link partnerRegistrationMessages}: each descriptor knows the values its message needs. */
export type PartnerRegistrationMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly stepOf: TypedMessageDescriptor<{ step: number; total: number }>;
  readonly resendIn: TypedMessageDescriptor<{ seconds: number }>;
  readonly verifyOtpLabel: TypedMessageDescriptor<{ channel: 'email' | 'phone' }>;
  readonly generateOtpLabel: TypedMessageDescriptor<{ channel: 'email' | 'phone' }>;
};
