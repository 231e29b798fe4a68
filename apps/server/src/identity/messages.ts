/**
 * Every text the identity and onboarding calls answer with, in one place. Texts the spec words
 * are used verbatim (access §5, §8); the rest are ours and say what to do next.
 * Spec: access §5 'Validation rules', §8 'Error catalogue'.
 */
export const IDENTITY_MESSAGES = {
  // Sign-up (access §5 'Sign-up').
  nameRequired: 'Please input your Name!',
  invalidEmail: 'The input is not valid E-mail!',
  phoneRequired: 'Please input your phone number!',
  phoneTooLong: 'Phone Number cannot exceed 10 digits for the selected country code!',
  invalidPhone: 'Please enter a valid phone number.',
  invalidCountryCode: 'Please choose a valid country code.',
  companyNameRequired: 'Please input your Company Name!',
  domainNotAllowed: 'Email with domain {host} is not allowed!',
  emailTaken: 'An account with this email already exists.',
  signUpSuccess: 'Registration successful',
  // Client sign-up (access §5 'Client sign-up').
  fillThisField: 'Please fill this field!',
  designationRequired: 'Please input your Designation!',
  clientUserCreated: 'Client user created successfully',
  // Password reset (access §5 'Reset').
  passwordRequired: 'Please input Password!',
  confirmPasswordRequired: 'Please confirm the Password!',
  passwordsDiffer: 'The two passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  resetSent: 'If an account exists for this email, a password reset link has been sent.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. Please sign in.',
  // Partner login (access §5 'Partner login', §8).
  whatsappRequired: 'Please enter your WhatsApp number!',
  whatsappInvalid: 'Enter a valid 10-digit number!',
  partnerEmailRequired: 'Please enter your email!',
  partnerEmailInvalid: 'Enter a valid email!',
  passphraseRequired: 'Please enter your Passphrase sent to your WhatsApp number!',
  passphraseSentWhatsapp: 'Passphrase sent to your WhatsApp number',
  passphraseSentEmail: 'Passphrase sent to your email',
  incorrectPassphrase: 'Incorrect Passphrase!',
  passphraseExpired: 'Passphrase has expired. Please request a new one.',
  passphraseLocked: 'Too many incorrect attempts. Please request a new passphrase.',
  loginSuccess: 'Login successful!',
  passphraseSendFailed: 'Failed to send PhassPhrase! Try again.',
  emailNotRegistered: 'Email not Registered!',
  whatsappNotRegistered: 'WhatsApp No. not Registered!',
  // OTP (access §5 'Registration contact', §8 'OTP').
  otpRequired: 'Please enter the OTP!',
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Error in sending OTP',
  otpVerified: 'OTP verified successfully',
  otpTargetRequired: 'Please enter an email or a phone number.',
  otpWrong: 'Invalid OTP. {left} attempts left.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpMissing: 'No OTP has been requested for this email or phone, or it was already used.',
  otpLocked: 'Too many incorrect attempts. Please request a new OTP.',
  resendWait: 'Please wait {seconds} seconds before requesting a new code.',
  hourlyCap: 'Too many codes requested. Please try again in {minutes} minutes.',
  // Registration (access §5 'Registration contact', 'Company step', 'Final step'; §8).
  enterName: 'Please enter your name!',
  verifyFirst: 'Please verify your email and phone with the OTP first.',
  contactSaved: 'Contact details saved successfully',
  locationRequired: 'Please input company location!',
  requiredFields: 'Please fill out all required fields.',
  invalidPostalCode: 'Please enter a valid 6-digit PIN code.',
  registrationNotFound: 'Registration not found. Please start again.',
  whatsappTaken: 'This WhatsApp number is already registered with another company.',
  companySaved: 'Company info saved successfully',
  companyDetailsAdded: 'Company details added successfully',
  invalidPan: 'Please enter a valid Pan number!',
  invalidAadhaar: 'Please enter a valid Aadhaar Card!',
  fileTooLarge: 'Each file must be at most {mb} MB.',
  fileType: 'Files must be PDF, JPEG, PNG or WebP.',
  tooManyFiles: 'Too many files in one request.',
  multipartRequired: 'Please send the form as multipart/form-data.',
  multipartUnreadable: 'The form could not be read. Please send it again.',
  imageNotFound: 'Image not found.',
  // PIN lookup (access §8 'Company step').
  noLocation: 'No location data found for the provided PIN code.',
  // Account deletion (access §8).
  deletionRequested: 'Account Deletion Requested',
  // Delivery failures without a spec text (issue 16): reset link, registration confirmation.
  emailSendFailed: 'The e-mail could not be sent. Please try again later.',
} as const;
