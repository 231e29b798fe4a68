import { serverMessageOf } from '@partner-portal/api';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The reference server's texts that the portal shows as they come, as client messages (issue 19):
 * the server answers `message_id` (and `message_values` for a text with placeholders) beside its
 * English `message` (apps/server/src/serverMessageIds.ts); the id `server.<message_id>` here is
 * translated like any other message. Defaults are the server's English texts verbatim (the spec's
 * words), checked against the server's table by apps/server/src/serverMessageIds.test.ts; a count
 * the server writes as '{minutes} minutes' is an ICU plural here (`other` is the server's text), so
 * '1 minute' reads right in English and every locale.
 */
export const serverMessages = defineMessages({
  signInSuccess: { id: 'server.signIn.success', defaultMessage: 'Login successful!' },
  signInInvalidCredentials: {
    id: 'server.signIn.invalidCredentials',
    defaultMessage: 'Invalid email or password.',
  },
  signInInvalidEmail: { id: 'server.signIn.invalidEmail', defaultMessage: 'The input is not valid E-mail!' },
  signInMissingPassword: {
    id: 'server.signIn.missingPassword',
    defaultMessage: 'Please input your Password!',
  },
  signInMissingBody: {
    id: 'server.signIn.missingBody',
    defaultMessage: 'Please enter your email and password!',
  },
  signInLoggedOut: { id: 'server.signIn.loggedOut', defaultMessage: 'Logged out' },
  identityNameRequired: { id: 'server.identity.nameRequired', defaultMessage: 'Please input your Name!' },
  identityInvalidEmail: {
    id: 'server.identity.invalidEmail',
    defaultMessage: 'The input is not valid E-mail!',
  },
  identityPhoneRequired: {
    id: 'server.identity.phoneRequired',
    defaultMessage: 'Please input your phone number!',
  },
  identityPhoneTooLong: {
    id: 'server.identity.phoneTooLong',
    defaultMessage: 'Phone Number cannot exceed 10 digits for the selected country code!',
  },
  identityInvalidPhone: {
    id: 'server.identity.invalidPhone',
    defaultMessage: 'Please enter a valid phone number.',
  },
  identityInvalidCountryCode: {
    id: 'server.identity.invalidCountryCode',
    defaultMessage: 'Please choose a valid country code.',
  },
  identityCompanyNameRequired: {
    id: 'server.identity.companyNameRequired',
    defaultMessage: 'Please input your Company Name!',
  },
  identityDomainNotAllowed: {
    id: 'server.identity.domainNotAllowed',
    defaultMessage: 'Email with domain {host} is not allowed!',
  },
  identityEmailTaken: {
    id: 'server.identity.emailTaken',
    defaultMessage: 'An account with this email already exists.',
  },
  identitySignUpSuccess: { id: 'server.identity.signUpSuccess', defaultMessage: 'Registration successful' },
  identityFillThisField: { id: 'server.identity.fillThisField', defaultMessage: 'Please fill this field!' },
  identityDesignationRequired: {
    id: 'server.identity.designationRequired',
    defaultMessage: 'Please input your Designation!',
  },
  identityClientUserCreated: {
    id: 'server.identity.clientUserCreated',
    defaultMessage: 'Client user created successfully',
  },
  identityPasswordRequired: {
    id: 'server.identity.passwordRequired',
    defaultMessage: 'Please input Password!',
  },
  identityConfirmPasswordRequired: {
    id: 'server.identity.confirmPasswordRequired',
    defaultMessage: 'Please confirm the Password!',
  },
  identityPasswordsDiffer: {
    id: 'server.identity.passwordsDiffer',
    defaultMessage: 'The two passwords do not match.',
  },
  identityPasswordTooShort: {
    id: 'server.identity.passwordTooShort',
    defaultMessage: 'Password must be at least 8 characters long.',
  },
  identityPasswordTooCommon: {
    id: 'server.identity.passwordTooCommon',
    defaultMessage: 'This password is too common. Please choose a less common password.',
  },
  identityResetSent: {
    id: 'server.identity.resetSent',
    defaultMessage: 'If an account exists for this email, a password reset link has been sent.',
  },
  identityResetInvalid: {
    id: 'server.identity.resetInvalid',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
  identityResetDone: {
    id: 'server.identity.resetDone',
    defaultMessage: 'Your password has been reset. Please sign in.',
  },
  identityWhatsappRequired: {
    id: 'server.identity.whatsappRequired',
    defaultMessage: 'Please enter your WhatsApp number!',
  },
  identityWhatsappInvalid: {
    id: 'server.identity.whatsappInvalid',
    defaultMessage: 'Enter a valid 10-digit number!',
  },
  identityPartnerEmailRequired: {
    id: 'server.identity.partnerEmailRequired',
    defaultMessage: 'Please enter your email!',
  },
  identityPartnerEmailInvalid: {
    id: 'server.identity.partnerEmailInvalid',
    defaultMessage: 'Enter a valid email!',
  },
  identityPassphraseRequired: {
    id: 'server.identity.passphraseRequired',
    defaultMessage: 'Please enter your Passphrase sent to your WhatsApp number!',
  },
  identityPassphraseSentWhatsapp: {
    id: 'server.identity.passphraseSentWhatsapp',
    defaultMessage: 'Passphrase sent to your WhatsApp number',
  },
  identityPassphraseSentEmail: {
    id: 'server.identity.passphraseSentEmail',
    defaultMessage: 'Passphrase sent to your email',
  },
  identityIncorrectPassphrase: {
    id: 'server.identity.incorrectPassphrase',
    defaultMessage: 'Incorrect Passphrase!',
  },
  identityPassphraseExpired: {
    id: 'server.identity.passphraseExpired',
    defaultMessage: 'Passphrase has expired. Please request a new one.',
  },
  identityPassphraseLocked: {
    id: 'server.identity.passphraseLocked',
    defaultMessage: 'Too many incorrect attempts. Please request a new passphrase.',
  },
  identityLoginSuccess: { id: 'server.identity.loginSuccess', defaultMessage: 'Login successful!' },
  identityPassphraseSendFailed: {
    id: 'server.identity.passphraseSendFailed',
    defaultMessage: 'Failed to send PhassPhrase! Try again.',
  },
  identityEmailNotRegistered: {
    id: 'server.identity.emailNotRegistered',
    defaultMessage: 'Email not Registered!',
  },
  identityWhatsappNotRegistered: {
    id: 'server.identity.whatsappNotRegistered',
    defaultMessage: 'WhatsApp No. not Registered!',
  },
  identityOtpRequired: { id: 'server.identity.otpRequired', defaultMessage: 'Please enter the OTP!' },
  identityOtpSent: { id: 'server.identity.otpSent', defaultMessage: 'OTP sent successfully' },
  identityOtpSendFailed: { id: 'server.identity.otpSendFailed', defaultMessage: 'Error in sending OTP' },
  identityOtpVerified: { id: 'server.identity.otpVerified', defaultMessage: 'OTP verified successfully' },
  identityOtpTargetRequired: {
    id: 'server.identity.otpTargetRequired',
    defaultMessage: 'Please enter an email or a phone number.',
  },
  identityOtpWrong: {
    id: 'server.identity.otpWrong',
    defaultMessage: 'Invalid OTP. {left, plural, one {# attempt} other {# attempts}} left.',
  },
  identityOtpExpired: {
    id: 'server.identity.otpExpired',
    defaultMessage: 'OTP has expired. Please request a new one.',
  },
  identityOtpMissing: {
    id: 'server.identity.otpMissing',
    defaultMessage: 'No OTP has been requested for this email or phone, or it was already used.',
  },
  identityOtpLocked: {
    id: 'server.identity.otpLocked',
    defaultMessage: 'Too many incorrect attempts. Please request a new OTP.',
  },
  identityResendWait: {
    id: 'server.identity.resendWait',
    defaultMessage:
      'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code.',
  },
  identityHourlyCap: {
    id: 'server.identity.hourlyCap',
    defaultMessage:
      'Too many codes requested. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  identityEnterName: { id: 'server.identity.enterName', defaultMessage: 'Please enter your name!' },
  identityVerifyFirst: {
    id: 'server.identity.verifyFirst',
    defaultMessage: 'Please verify your email and phone with the OTP first.',
  },
  identityContactSaved: {
    id: 'server.identity.contactSaved',
    defaultMessage: 'Contact details saved successfully',
  },
  identityLocationRequired: {
    id: 'server.identity.locationRequired',
    defaultMessage: 'Please input company location!',
  },
  identityRequiredFields: {
    id: 'server.identity.requiredFields',
    defaultMessage: 'Please fill out all required fields.',
  },
  identityInvalidPostalCode: {
    id: 'server.identity.invalidPostalCode',
    defaultMessage: 'Please enter a valid 6-digit PIN code.',
  },
  identityRegistrationNotFound: {
    id: 'server.identity.registrationNotFound',
    defaultMessage: 'Registration not found. Please start again.',
  },
  identityWhatsappTaken: {
    id: 'server.identity.whatsappTaken',
    defaultMessage: 'This WhatsApp number is already registered with another company.',
  },
  identityCompanySaved: {
    id: 'server.identity.companySaved',
    defaultMessage: 'Company info saved successfully',
  },
  identityCompanyDetailsAdded: {
    id: 'server.identity.companyDetailsAdded',
    defaultMessage: 'Company details added successfully',
  },
  identityInvalidPan: {
    id: 'server.identity.invalidPan',
    defaultMessage: 'Please enter a valid Pan number!',
  },
  identityInvalidAadhaar: {
    id: 'server.identity.invalidAadhaar',
    defaultMessage: 'Please enter a valid Aadhaar Card!',
  },
  identityFileTooLarge: {
    id: 'server.identity.fileTooLarge',
    defaultMessage: 'Each file must be at most {mb} MB.',
  },
  identityFileType: {
    id: 'server.identity.fileType',
    defaultMessage: 'Files must be PDF, JPEG, PNG or WebP.',
  },
  identityTooManyFiles: {
    id: 'server.identity.tooManyFiles',
    defaultMessage: 'Too many files in one request.',
  },
  identityMultipartRequired: {
    id: 'server.identity.multipartRequired',
    defaultMessage: 'Please send the form as multipart/form-data.',
  },
  identityMultipartUnreadable: {
    id: 'server.identity.multipartUnreadable',
    defaultMessage: 'The form could not be read. Please send it again.',
  },
  identityImageNotFound: { id: 'server.identity.imageNotFound', defaultMessage: 'Image not found.' },
  identityNoLocation: {
    id: 'server.identity.noLocation',
    defaultMessage: 'No location data found for the provided PIN code.',
  },
  identityDeletionRequested: {
    id: 'server.identity.deletionRequested',
    defaultMessage: 'Account Deletion Requested',
  },
  identityEmailSendFailed: {
    id: 'server.identity.emailSendFailed',
    defaultMessage: 'The e-mail could not be sent. Please try again later.',
  },
});

const byId: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(serverMessages).map((descriptor) => [descriptor.id.slice('server.'.length), descriptor]),
);

/**
 * The server's words of an answer in the interface language: the client message of the body's
 * `message_id` when the portal knows it (its translation, or the English default), else `text`
 * (the server's English `message`, shown verbatim). Spec: operations §8 'Shared HTTP'.
 */
export function serverWords(intl: IntlShape, body: unknown, text: string): string {
  const known = serverMessageOf(body);
  const descriptor = known ? byId.get(known.id) : undefined;
  return descriptor ? intl.formatMessage(descriptor, countValues(known?.values)) : text;
}

/** `message_values` with whole numbers as numbers ('40' -> 40), which plurals and `#` need. */
function countValues(
  values: Record<string, string> | undefined,
): Record<string, string | number> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value,
    ]),
  );
}
