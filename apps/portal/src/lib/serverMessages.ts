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
  attendancePunchedIn: { id: 'server.attendance.punchedIn', defaultMessage: 'Punch In Successfully!' },
  attendancePunchedOut: { id: 'server.attendance.punchedOut', defaultMessage: 'Punch Out Successfully!' },
  attendanceAlreadyIn: {
    id: 'server.attendance.alreadyIn',
    defaultMessage: 'You have already punched in today.',
  },
  attendanceNotIn: { id: 'server.attendance.notIn', defaultMessage: 'You have not punched in today.' },
  attendanceAlreadyOut: {
    id: 'server.attendance.alreadyOut',
    defaultMessage: 'You have already punched out today.',
  },
  attendanceBadBody: {
    id: 'server.attendance.badBody',
    defaultMessage: 'Send is_active (punch in) or is_ended (punch out).',
  },
  attendanceBadLocation: {
    id: 'server.attendance.badLocation',
    defaultMessage:
      'location must give latitude (-90 to 90), longitude (-180 to 180) and accuracy in metres (0 to 100000).',
  },
  attendanceBadDay: { id: 'server.attendance.badDay', defaultMessage: 'day must be a date (YYYY-MM-DD).' },
  clientInvoicesNotFound: { id: 'server.clientInvoices.notFound', defaultMessage: 'Invoice not found.' },
  invoiceRequestsRequestCreated: {
    id: 'server.invoiceRequests.requestCreated',
    defaultMessage: 'Invoice request created.',
  },
  invoiceRequestsRequestInvalid: {
    id: 'server.invoiceRequests.requestInvalid',
    defaultMessage: 'Send partner_id and work_order_ids (1 to 200 work order ids).',
  },
  invoiceRequestsPartnerNotFound: {
    id: 'server.invoiceRequests.partnerNotFound',
    defaultMessage: 'Partner not found.',
  },
  invoiceRequestsWorkOrdersNotFound: {
    id: 'server.invoiceRequests.workOrdersNotFound',
    defaultMessage: 'Work orders not found for this partner: {ids}.',
  },
  invoiceRequestsWorkOrdersTaken: {
    id: 'server.invoiceRequests.workOrdersTaken',
    defaultMessage: 'Work orders already in an invoice request: {ids}.',
  },
  invoiceRequestsRequestNotFound: {
    id: 'server.invoiceRequests.requestNotFound',
    defaultMessage: 'Invoice request not found.',
  },
  invoiceRequestsReviewInvalid: {
    id: 'server.invoiceRequests.reviewInvalid',
    defaultMessage: "Send status 'approved' or 'rejected'.",
  },
  invoiceRequestsRemarksRequired: {
    id: 'server.invoiceRequests.remarksRequired',
    defaultMessage: 'Remarks are required to reject.',
  },
  invoiceRequestsAlreadyReviewed: {
    id: 'server.invoiceRequests.alreadyReviewed',
    defaultMessage: 'This invoice request has already been reviewed.',
  },
  invoiceRequestsApproved: {
    id: 'server.invoiceRequests.approved',
    defaultMessage: 'Invoice request approved.',
  },
  invoiceRequestsRejected: {
    id: 'server.invoiceRequests.rejected',
    defaultMessage: 'Invoice request rejected.',
  },
  invoiceRequestsInvoiceBodyInvalid: {
    id: 'server.invoiceRequests.invoiceBodyInvalid',
    defaultMessage: 'Send invoice_request_id.',
  },
  invoiceRequestsNotApproved: {
    id: 'server.invoiceRequests.notApproved',
    defaultMessage: 'Only an approved invoice request can be invoiced.',
  },
  invoiceRequestsCreationFailed: {
    id: 'server.invoiceRequests.creationFailed',
    defaultMessage: 'Creating this invoice failed: retry the creation first.',
  },
  invoiceRequestsNoInvoice: {
    id: 'server.invoiceRequests.noInvoice',
    defaultMessage: 'No invoice has been created for this request yet.',
  },
  invoiceRequestsResent: {
    id: 'server.invoiceRequests.resent',
    defaultMessage: 'Invoice {number} sent again to {email}.',
  },
  invoiceRequestsNotFailed: {
    id: 'server.invoiceRequests.notFailed',
    defaultMessage: 'Only an invoice whose creation failed can be retried.',
  },
  invoiceRequestsRetried: {
    id: 'server.invoiceRequests.retried',
    defaultMessage: 'Invoice {number} created.',
  },
  projectsCloseTasksInvalid: {
    id: 'server.projects.closeTasksInvalid',
    defaultMessage: 'Send task_ids: 1 to 100 task ids.',
  },
  projectsTasksNotFound: { id: 'server.projects.tasksNotFound', defaultMessage: 'Tasks not found: {ids}.' },
  projectsTasksClosedAlready: {
    id: 'server.projects.tasksClosedAlready',
    defaultMessage: 'Tasks already closed: {ids}.',
  },
  projectsTasksClosed: { id: 'server.projects.tasksClosed', defaultMessage: '{count} task(s) closed.' },
  sparesTrackDetailQuery: {
    id: 'server.spares.trackDetailQuery',
    defaultMessage: 'Send id or docket_number.',
  },
  sparesNotFound: { id: 'server.spares.notFound', defaultMessage: 'Spare not found.' },
  sparesReturned: { id: 'server.spares.returned', defaultMessage: 'Spare return recorded.' },
  sparesNotReturnable: {
    id: 'server.spares.notReturnable',
    defaultMessage: 'Only a delivered or DOA spare can be returned.',
  },
  sparesReturnInvalid: {
    id: 'server.spares.returnInvalid',
    defaultMessage: 'Send spare_id and a reason of at least 5 characters.',
  },
  ticketNotesInvalid: {
    id: 'server.ticketNotes.invalid',
    defaultMessage: 'Write a note of at most 50,000 characters.',
  },
  ticketNotesEmpty: {
    id: 'server.ticketNotes.empty',
    defaultMessage: 'Write something or add an image first.',
  },
  ticketNotesImageSource: {
    id: 'server.ticketNotes.imageSource',
    defaultMessage: 'Images in a note must be files uploaded to the portal.',
  },
  ticketNotesTooManyImages: {
    id: 'server.ticketNotes.tooManyImages',
    defaultMessage: 'A note can hold at most {max} images.',
  },
  ticketNotesAdded: { id: 'server.ticketNotes.added', defaultMessage: 'Note added to ticket {ticket}.' },
  verifyScheduleNotFound: { id: 'server.verifySchedule.notFound', defaultMessage: 'Verification not found.' },
  verifyScheduleClosed: {
    id: 'server.verifySchedule.closed',
    defaultMessage: 'This verification is closed: {status}.',
  },
  verifyScheduleNotScheduled: {
    id: 'server.verifySchedule.notScheduled',
    defaultMessage: 'Schedule the verification before recording its outcome.',
  },
  verifyScheduleScheduleInvalid: {
    id: 'server.verifySchedule.scheduleInvalid',
    defaultMessage:
      'Send scheduled_at (a date and time), channel (call or visit) and assignee_name (2 to 120 characters).',
  },
  verifyScheduleInPast: {
    id: 'server.verifySchedule.inPast',
    defaultMessage: 'The verification must be scheduled in the future.',
  },
  verifyScheduleTooFar: {
    id: 'server.verifySchedule.tooFar',
    defaultMessage: 'Schedule the verification within 90 days.',
  },
  verifyScheduleOutcomeInvalid: {
    id: 'server.verifySchedule.outcomeInvalid',
    defaultMessage: "Send outcome 'verified' or 'discrepancy' and a note of at most 500 characters.",
  },
  verifyScheduleNoteNeeded: {
    id: 'server.verifySchedule.noteNeeded',
    defaultMessage: 'Describe the discrepancy in 10 to 500 characters.',
  },
  verifyScheduleScheduled: {
    id: 'server.verifySchedule.scheduled',
    defaultMessage: 'Verification of {ticket} scheduled.',
  },
  verifyScheduleRecorded: {
    id: 'server.verifySchedule.recorded',
    defaultMessage: 'Verification of {ticket} recorded: {status}.',
  },
  fileUploadFilename: { id: 'server.fileUpload.filename', defaultMessage: 'Please give the file name.' },
  fileUploadFiletype: { id: 'server.fileUpload.filetype', defaultMessage: 'Please give the file type.' },
  fileUploadFilesize: {
    id: 'server.fileUpload.filesize',
    defaultMessage: 'Please give the file size in bytes.',
  },
  fileUploadTypeNotAllowed: {
    id: 'server.fileUpload.typeNotAllowed',
    defaultMessage: 'This file type is not allowed.',
  },
  fileUploadTooLarge: {
    id: 'server.fileUpload.tooLarge',
    defaultMessage: 'The file is larger than the 25 MB limit.',
  },
  fileUploadNotConfigured: {
    id: 'server.fileUpload.notConfigured',
    defaultMessage: 'File storage is not configured on this server.',
  },
  fileUploadNoCredentials: {
    id: 'server.fileUpload.noCredentials',
    defaultMessage: 'Storage credentials are not available; use signed links.',
  },
  fileUploadCredentialsUnavailable: {
    id: 'server.fileUpload.credentialsUnavailable',
    defaultMessage: 'Storage credentials could not be issued. Please try again later.',
  },
  fileUploadInvalidLink: {
    id: 'server.fileUpload.invalidLink',
    defaultMessage: 'This link is not valid. Please ask for a new link.',
  },
  profilingFullName: { id: 'server.profiling.fullName', defaultMessage: 'Full name is required' },
  profilingPhoneRequired: {
    id: 'server.profiling.phoneRequired',
    defaultMessage: 'Phone number is required',
  },
  profilingPhone: { id: 'server.profiling.phone', defaultMessage: 'Please enter a valid phone number' },
  profilingUnanswered: {
    id: 'server.profiling.unanswered',
    defaultMessage: 'Please answer all questions before submitting.',
  },
  profilingUnknownUser: {
    id: 'server.profiling.unknownUser',
    defaultMessage: 'User not found for user_uuid and user_phone',
  },
  profilingNoForm: { id: 'server.profiling.noForm', defaultMessage: 'Failed to load questionnaire.' },
  profilingSaved: { id: 'server.profiling.saved', defaultMessage: 'Assessment submitted successfully!' },
  profilingBadBody: {
    id: 'server.profiling.badBody',
    defaultMessage: 'Failed to submit questionnaire. Please try again.',
  },
  secondFactorInvalid: {
    id: 'server.secondFactor.invalid',
    defaultMessage: 'Check the request: a passkey answer or a 6-digit code is expected.',
  },
  secondFactorName: {
    id: 'server.secondFactor.name',
    defaultMessage: 'Give the passkey a name of 1 to 60 characters.',
  },
  secondFactorCode: {
    id: 'server.secondFactor.code',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  secondFactorChallengeExpired: {
    id: 'server.secondFactor.challengeExpired',
    defaultMessage: 'This passkey request has expired. Try again.',
  },
  secondFactorPasskeyFailed: {
    id: 'server.secondFactor.passkeyFailed',
    defaultMessage: 'That passkey could not be verified. Try again or use your password.',
  },
  secondFactorPasskeyUnknown: {
    id: 'server.secondFactor.passkeyUnknown',
    defaultMessage: 'This passkey is not registered for any account. Sign in with your password.',
  },
  secondFactorPasskeyAdded: { id: 'server.secondFactor.passkeyAdded', defaultMessage: 'Passkey added.' },
  secondFactorPasskeyRenamed: {
    id: 'server.secondFactor.passkeyRenamed',
    defaultMessage: 'Passkey renamed.',
  },
  secondFactorPasskeyRemoved: {
    id: 'server.secondFactor.passkeyRemoved',
    defaultMessage: 'Passkey removed.',
  },
  secondFactorPasskeyNotFound: {
    id: 'server.secondFactor.passkeyNotFound',
    defaultMessage: 'No such passkey.',
  },
  secondFactorPasskeyExists: {
    id: 'server.secondFactor.passkeyExists',
    defaultMessage: 'This passkey is already registered.',
  },
  secondFactorTooManyPasskeys: {
    id: 'server.secondFactor.tooManyPasskeys',
    defaultMessage: 'You can keep at most {max} passkeys. Remove one first.',
  },
  secondFactorTotpStarted: {
    id: 'server.secondFactor.totpStarted',
    defaultMessage: 'Scan the code with your authenticator app, then enter a code to confirm.',
  },
  secondFactorTotpEnrolled: {
    id: 'server.secondFactor.totpEnrolled',
    defaultMessage: 'Authenticator app added.',
  },
  secondFactorTotpAlreadyEnrolled: {
    id: 'server.secondFactor.totpAlreadyEnrolled',
    defaultMessage: 'An authenticator app is already set up. Remove it first to set up another.',
  },
  secondFactorTotpNotStarted: {
    id: 'server.secondFactor.totpNotStarted',
    defaultMessage: 'Start the set-up of an authenticator app first.',
  },
  secondFactorTotpNotFound: {
    id: 'server.secondFactor.totpNotFound',
    defaultMessage: 'No authenticator app is set up.',
  },
  secondFactorTotpRemoved: {
    id: 'server.secondFactor.totpRemoved',
    defaultMessage: 'Authenticator app removed.',
  },
  secondFactorWrongCode: {
    id: 'server.secondFactor.wrongCode',
    defaultMessage: 'That code is not right. Check the time on your phone and try again.',
  },
  secondFactorLastFactor: {
    id: 'server.secondFactor.lastFactor',
    defaultMessage: 'You must keep a passkey or an authenticator app: your account requires a second factor.',
  },
  secondFactorSecondFactorDone: {
    id: 'server.secondFactor.secondFactorDone',
    defaultMessage: 'Second step complete.',
  },
  secondFactorNotPending: {
    id: 'server.secondFactor.notPending',
    defaultMessage: 'This session does not need a second step.',
  },
  secondFactorTooManyAttempts: {
    id: 'server.secondFactor.tooManyAttempts',
    defaultMessage: 'Too many attempts. Try again in {seconds} seconds.',
  },
  kycNotFound: { id: 'server.kyc.notFound', defaultMessage: 'KYC record not found.' },
  kycAlreadyDecided: {
    id: 'server.kyc.alreadyDecided',
    defaultMessage: 'The KYC of {name} was already {status} by {who}.',
  },
  kycIncomplete: {
    id: 'server.kyc.incomplete',
    defaultMessage: 'The KYC documents of {name} are incomplete; it cannot be decided yet.',
  },
  kycReasonRequired: {
    id: 'server.kyc.reasonRequired',
    defaultMessage: 'Give a reason for the rejection (10 to 500 characters).',
  },
  kycDecisionInvalid: {
    id: 'server.kyc.decisionInvalid',
    defaultMessage: 'Send decision (verified or rejected) and, to reject, a reason.',
  },
  kycVerified: {
    id: 'server.kyc.verified',
    defaultMessage: 'KYC of {name} verified; the partner is active.',
  },
  kycRejected: { id: 'server.kyc.rejected', defaultMessage: 'KYC of {name} rejected.' },
  warehousesCreated: { id: 'server.warehouses.created', defaultMessage: 'Warehouse created.' },
  warehousesExists: {
    id: 'server.warehouses.exists',
    defaultMessage: 'A warehouse with this code already exists.',
  },
  warehousesInvalid: {
    id: 'server.warehouses.invalid',
    defaultMessage:
      'Send code (3-20 capital letters, digits or dashes), name, address, city, state, a 6-digit pincode, manager_name and a 10-digit phone.',
  },
  auditDocumentsNotFound: {
    id: 'server.auditDocuments.notFound',
    defaultMessage: 'Audit document not found.',
  },
  auditDocumentsReviewedAlready: {
    id: 'server.auditDocuments.reviewedAlready',
    defaultMessage: 'This document was {status} already.',
  },
  auditDocumentsInvalid: {
    id: 'server.auditDocuments.invalid',
    defaultMessage:
      "Send decision 'accepted' or 'rejected' and, to reject, a reason of 10 to 500 characters.",
  },
  auditDocumentsReasonNeeded: {
    id: 'server.auditDocuments.reasonNeeded',
    defaultMessage: 'Give a reason of 10 to 500 characters to reject a document.',
  },
  auditDocumentsReviewed: {
    id: 'server.auditDocuments.reviewed',
    defaultMessage: '{file} of {ticket} {status}.',
  },
  auditDocumentsStorageOff: {
    id: 'server.auditDocuments.storageOff',
    defaultMessage: 'File storage is not configured on this server.',
  },
  chatNotLinked: {
    id: 'server.chat.notLinked',
    defaultMessage: 'This Whatsapp Number is not linked with any Partner',
  },
  chatNotFound: { id: 'server.chat.notFound', defaultMessage: 'Chat not found' },
  chatBadNumber: { id: 'server.chat.badNumber', defaultMessage: 'Enter a WhatsApp number of 10 digits.' },
  chatEmptyMessage: { id: 'server.chat.emptyMessage', defaultMessage: 'An empty message is not sent.' },
  chatUnavailable: { id: 'server.chat.unavailable', defaultMessage: 'Chat is unavailable on this server.' },
  partnerRecordsNotFound: {
    id: 'server.partnerRecords.notFound',
    defaultMessage: 'Partner record not found.',
  },
  partnerRecordsTicketNotFound: {
    id: 'server.partnerRecords.ticketNotFound',
    defaultMessage: 'Ticket not found among your assigned tickets.',
  },
  partnerRecordsIllegalResponse: {
    id: 'server.partnerRecords.illegalResponse',
    defaultMessage: "A ticket that is {status} cannot be answered with ''{action}'.",
  },
  partnerRecordsAlreadyAccepted: {
    id: 'server.partnerRecords.alreadyAccepted',
    defaultMessage: 'You have already accepted this ticket.',
  },
  partnerRecordsStale: {
    id: 'server.partnerRecords.stale',
    defaultMessage:
      'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
  },
  partnerRecordsReasonRequired: {
    id: 'server.partnerRecords.reasonRequired',
    defaultMessage: 'Give a reason of 10 to 500 characters.',
  },
  partnerRecordsRespondInvalid: {
    id: 'server.partnerRecords.respondInvalid',
    defaultMessage: 'Send action (accept or decline), version and, to decline, a reason.',
  },
  partnerRecordsAccepted: {
    id: 'server.partnerRecords.accepted',
    defaultMessage: 'Ticket {ticket} accepted.',
  },
  partnerRecordsDeclined: {
    id: 'server.partnerRecords.declined',
    defaultMessage: 'Ticket {ticket} declined; it goes back to dispatch.',
  },
  partnerRecordsDocumentMissing: {
    id: 'server.partnerRecords.documentMissing',
    defaultMessage: 'This document has not been uploaded.',
  },
  partnerRecordsDocumentInvalid: {
    id: 'server.partnerRecords.documentInvalid',
    defaultMessage: 'document must be pan_scan or aadhaar_file.',
  },
  partnerRecordsStorageOff: {
    id: 'server.partnerRecords.storageOff',
    defaultMessage: 'File storage is not configured on this server.',
  },
  partnerRecordsIfscInvalid: {
    id: 'server.partnerRecords.ifscInvalid',
    defaultMessage: 'Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234).',
  },
  partnerRecordsIfscUnknown: {
    id: 'server.partnerRecords.ifscUnknown',
    defaultMessage: 'No bank branch found for IFSC {ifsc}.',
  },
  partnerRecordsBankInvalid: {
    id: 'server.partnerRecords.bankInvalid',
    defaultMessage:
      'Send account_name (2 to 100 characters), account_number (9 to 18 digits) and ifsc (e.g. HDFC0001234).',
  },
  partnerRecordsBankSaved: {
    id: 'server.partnerRecords.bankSaved',
    defaultMessage: 'Bank details of {partner} saved.',
  },
  partnerRecordsNoReportLink: {
    id: 'server.partnerRecords.noReportLink',
    defaultMessage: 'No service call report link: this ticket is {status}.',
  },
  rateCardsNotFound: { id: 'server.rateCards.notFound', defaultMessage: 'Rate card not found.' },
  invoiceListNotFound: { id: 'server.invoiceList.notFound', defaultMessage: 'Invoice not found.' },
  pincodePartnersPinRequired: {
    id: 'server.pincodePartners.pinRequired',
    defaultMessage: 'pin must be a 6-digit pincode.',
  },
  vendorDataNotFound: {
    id: 'server.vendorData.notFound',
    defaultMessage: 'Partner data response not found.',
  },
  vendorDataReviewed: {
    id: 'server.vendorData.reviewed',
    defaultMessage: 'This response has already been reviewed.',
  },
  vendorDataApproved: { id: 'server.vendorData.approved', defaultMessage: 'Partner data approved.' },
  vendorDataRejected: { id: 'server.vendorData.rejected', defaultMessage: 'Partner data rejected.' },
  vendorDataInvalid: {
    id: 'server.vendorData.invalid',
    defaultMessage: "Send id and action 'approve' or 'reject'.",
  },
  vendorDataRemarksRequired: {
    id: 'server.vendorData.remarksRequired',
    defaultMessage: 'Remarks are required to reject.',
  },
  payablesMarkPaidInvalid: {
    id: 'server.payables.markPaidInvalid',
    defaultMessage:
      'Send invoice_request_ids (1 to 100 invoices), payment_reference (3 to 40 letters, digits, / or -) and payment_date (YYYY-MM-DD).',
  },
  payablesReferenceInvalid: {
    id: 'server.payables.referenceInvalid',
    defaultMessage: 'The payment reference must be 3 to 40 letters, digits, / or -.',
  },
  payablesDateInvalid: {
    id: 'server.payables.dateInvalid',
    defaultMessage: 'The payment date must be a date (YYYY-MM-DD).',
  },
  payablesDateInFuture: {
    id: 'server.payables.dateInFuture',
    defaultMessage: 'The payment date cannot be in the future.',
  },
  payablesDateBeforeInvoice: {
    id: 'server.payables.dateBeforeInvoice',
    defaultMessage: 'The payment date cannot be before the invoice date of {number}.',
  },
  payablesNotPayable: {
    id: 'server.payables.notPayable',
    defaultMessage: 'These invoices are not payable (unknown, not approved or not invoiced): {ids}.',
  },
  payablesAlreadyPaid: {
    id: 'server.payables.alreadyPaid',
    defaultMessage:
      'Already paid: {numbers}. Someone recorded this payment before you; reload the list to see it.',
  },
  payablesMarkedPaid: {
    id: 'server.payables.markedPaid',
    defaultMessage: 'Marked paid: {numbers} (reference {reference}).',
  },
  payablesMonthInvalid: {
    id: 'server.payables.monthInvalid',
    defaultMessage: 'month must be a month as YYYY-MM.',
  },
  payablesNotFound: { id: 'server.payables.notFound', defaultMessage: 'Invoice not found.' },
  kciNotFound: { id: 'server.kci.notFound', defaultMessage: 'KCI checklist not found.' },
  kciCompletedAlready: {
    id: 'server.kci.completedAlready',
    defaultMessage: 'This checklist was completed already.',
  },
  kciInvalid: {
    id: 'server.kci.invalid',
    defaultMessage:
      'Send answers: one per item, each pass, fail or na, with a remark of at most 500 characters.',
  },
  kciEveryItem: { id: 'server.kci.everyItem', defaultMessage: 'Answer every item of the checklist.' },
  kciUnknownItem: { id: 'server.kci.unknownItem', defaultMessage: 'Item {item} is not on this checklist.' },
  kciRemarkNeeded: {
    id: 'server.kci.remarkNeeded',
    defaultMessage: 'Give a remark for each failed item: {items}.',
  },
  kciCompleted: {
    id: 'server.kci.completed',
    defaultMessage: 'KCI checklist of {ticket} completed: {result}.',
  },
  surveysInvalid: {
    id: 'server.surveys.invalid',
    defaultMessage:
      'Check the survey: a title of 3 to 120 characters, a description of at most 50,000 characters and 1 to 30 questions, each with a text and a kind (text, rating, single choice, yes/no).',
  },
  surveysPatchInvalid: {
    id: 'server.surveys.patchInvalid',
    defaultMessage: 'Send version and the fields to change (title, description_html, questions, is_active).',
  },
  surveysNotFound: { id: 'server.surveys.notFound', defaultMessage: 'Survey not found.' },
  surveysNotYours: {
    id: 'server.surveys.notYours',
    defaultMessage: "Only the survey's author or an admin can change it.",
  },
  surveysStale: {
    id: 'server.surveys.stale',
    defaultMessage:
      'This survey was changed by someone else meanwhile. Reload it to see the change, then try again.',
  },
  surveysOptions: {
    id: 'server.surveys.options',
    defaultMessage: 'A single-choice question needs 2 to 10 different options (question {number}).',
  },
  surveysImageSource: {
    id: 'server.surveys.imageSource',
    defaultMessage: 'Images in a survey description must be files uploaded to the portal.',
  },
  surveysTooManyImages: {
    id: 'server.surveys.tooManyImages',
    defaultMessage: 'A survey description can hold at most {max} images.',
  },
  surveysCreated: { id: 'server.surveys.created', defaultMessage: 'Survey "{title}" created.' },
  surveysUpdated: { id: 'server.surveys.updated', defaultMessage: 'Survey "{title}" saved.' },
  surveysActivated: {
    id: 'server.surveys.activated',
    defaultMessage: 'Survey "{title}" is now active: customers see it in the satisfaction survey.',
  },
  surveysDeactivated: {
    id: 'server.surveys.deactivated',
    defaultMessage: 'Survey "{title}" is no longer active.',
  },
  partnerRemovalPartnerNotFound: {
    id: 'server.partnerRemoval.partnerNotFound',
    defaultMessage: 'Partner not found.',
  },
  partnerRemovalRequested: {
    id: 'server.partnerRemoval.requested',
    defaultMessage: 'Partner removal requested.',
  },
  partnerRemovalPending: {
    id: 'server.partnerRemoval.pending',
    defaultMessage: 'A removal request for this partner is already pending.',
  },
  partnerRemovalInvalid: {
    id: 'server.partnerRemoval.invalid',
    defaultMessage: 'Send partner_id and a reason of at least 10 characters.',
  },
  ticketsNotFound: { id: 'server.tickets.notFound', defaultMessage: 'Ticket not found.' },
  ticketsIllegalMove: {
    id: 'server.tickets.illegalMove',
    defaultMessage: "A ticket that is {status} cannot be moved with ''{action}'.",
  },
  ticketsNotYourMove: {
    id: 'server.tickets.notYourMove',
    defaultMessage: "Your role cannot use ''{action}' on tickets.",
  },
  ticketsStale: {
    id: 'server.tickets.stale',
    defaultMessage:
      'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
  },
  ticketsPartnerRequired: { id: 'server.tickets.partnerRequired', defaultMessage: 'Choose a partner.' },
  ticketsPartnerNotCovering: {
    id: 'server.tickets.partnerNotCovering',
    defaultMessage: 'This partner does not serve pincode {pincode}.',
  },
  ticketsPartnerUnknown: {
    id: 'server.tickets.partnerUnknown',
    defaultMessage: 'Partner not found or not active.',
  },
  ticketsVisitRequired: {
    id: 'server.tickets.visitRequired',
    defaultMessage: 'Give the visit start and end.',
  },
  ticketsVisitOrder: {
    id: 'server.tickets.visitOrder',
    defaultMessage: 'The visit must end after it starts.',
  },
  ticketsReasonRequired: {
    id: 'server.tickets.reasonRequired',
    defaultMessage: 'Give a reason of 10 to 500 characters.',
  },
  ticketsTransitionInvalid: {
    id: 'server.tickets.transitionInvalid',
    defaultMessage: 'Send action, version and the fields the action needs.',
  },
  ticketsCreateInvalid: {
    id: 'server.tickets.createInvalid',
    defaultMessage:
      'Check the ticket: project, case id, SOW subtype, customer name, a 10-digit phone, address, a 6-digit pincode, product and priority are required.',
  },
  ticketsProjectUnknown: { id: 'server.tickets.projectUnknown', defaultMessage: 'Project not found.' },
  ticketsPincodeUnknown: {
    id: 'server.tickets.pincodeUnknown',
    defaultMessage: 'Pincode {pincode} was not found.',
  },
  ticketsSlaInPast: {
    id: 'server.tickets.slaInPast',
    defaultMessage: 'The SLA due time must be in the future.',
  },
  ticketsBulkInvalid: {
    id: 'server.tickets.bulkInvalid',
    defaultMessage: 'Send ticket_ids (1 to 100) and partner_id.',
  },
  ticketsBulkMissing: { id: 'server.tickets.bulkMissing', defaultMessage: 'Tickets not found: {ids}.' },
  ticketsBulkIllegal: {
    id: 'server.tickets.bulkIllegal',
    defaultMessage: 'These tickets cannot be assigned now: {ids}.',
  },
  ticketsBulkAssigned: {
    id: 'server.tickets.bulkAssigned',
    defaultMessage: '{count} ticket(s) assigned to {partner}.',
  },
  ticketsEscalateInvalid: {
    id: 'server.tickets.escalateInvalid',
    defaultMessage: 'Give a reason of 10 to 500 characters and a priority.',
  },
  ticketsEscalated: { id: 'server.tickets.escalated', defaultMessage: 'Ticket {ticket} escalated.' },
  ticketsFileUnknown: { id: 'server.tickets.fileUnknown', defaultMessage: 'File not found for this ticket.' },
  ticketsStorageOff: {
    id: 'server.tickets.storageOff',
    defaultMessage: 'File storage is not configured on this server.',
  },
  ticketsReportPdfMissing: {
    id: 'server.tickets.reportPdfMissing',
    defaultMessage: 'This ticket has no completed service call report yet.',
  },
  ticketsNoReportLink: {
    id: 'server.tickets.noReportLink',
    defaultMessage: 'No service call report link: this ticket is {status}.',
  },
  sowActionsProjectNotFound: {
    id: 'server.sowActions.projectNotFound',
    defaultMessage: 'Project not found.',
  },
  sowActionsAdded: { id: 'server.sowActions.added', defaultMessage: 'SOW subtype action added.' },
  sowActionsExists: {
    id: 'server.sowActions.exists',
    defaultMessage: 'This action is already set for this SOW subtype.',
  },
  sowActionsInvalid: {
    id: 'server.sowActions.invalid',
    defaultMessage:
      'Send project_id, sowsubtype and action (one of: send_csat_survey, send_service_report, request_spare, notify_client, auto_close).',
  },
  rawAddressNotFound: { id: 'server.rawAddress.notFound', defaultMessage: 'Raw address not found.' },
  rawAddressResolvedAlready: {
    id: 'server.rawAddress.resolvedAlready',
    defaultMessage: 'This address was resolved already.',
  },
  rawAddressInvalid: {
    id: 'server.rawAddress.invalid',
    defaultMessage: 'Send a 6-digit pincode and the district (at most 120 characters).',
  },
  rawAddressPincodeUnknown: {
    id: 'server.rawAddress.pincodeUnknown',
    defaultMessage: 'Pincode {pincode} was not found.',
  },
  rawAddressDistrictMismatch: {
    id: 'server.rawAddress.districtMismatch',
    defaultMessage: 'Pincode {pincode} lies in {districts}, not in {district}.',
  },
  rawAddressResolved: {
    id: 'server.rawAddress.resolved',
    defaultMessage: 'Address of {ticket} resolved to {district}, {pincode}.',
  },
  authMissing: { id: 'server.auth.missing', defaultMessage: 'Authentication credentials were not provided.' },
  authMalformed: { id: 'server.auth.malformed', defaultMessage: 'Invalid token header.' },
  authInvalid: { id: 'server.auth.invalid', defaultMessage: 'Invalid token.' },
  authExpired: { id: 'server.auth.expired', defaultMessage: 'Token has expired.' },
  authForbidden: {
    id: 'server.auth.forbidden',
    defaultMessage: 'You do not have permission to perform this action.',
  },
  authSecondFactorPending: {
    id: 'server.auth.secondFactorPending',
    defaultMessage: 'Complete the second sign-in step first.',
  },
  fieldFormsInvalidLink: {
    id: 'server.fieldForms.invalidLink',
    defaultMessage: 'This link is not valid. Please ask for a new link.',
  },
  fieldFormsExpiredLink: {
    id: 'server.fieldForms.expiredLink',
    defaultMessage: 'This link has expired. Please ask for a new link.',
  },
  fieldFormsFillField: { id: 'server.fieldForms.fillField', defaultMessage: 'Please fill the field!' },
  fieldFormsSelectDate: { id: 'server.fieldForms.selectDate', defaultMessage: 'Please Select the date!' },
  fieldFormsInvalidPhone: {
    id: 'server.fieldForms.invalidPhone',
    defaultMessage: 'Please enter a valid phone number',
  },
  fieldFormsSignatureRequired: {
    id: 'server.fieldForms.signatureRequired',
    defaultMessage: 'Please add the signature.',
  },
  fieldFormsSignatureInvalid: {
    id: 'server.fieldForms.signatureInvalid',
    defaultMessage: 'The signature must be a PNG or JPEG image.',
  },
  fieldFormsSignatureTooLarge: {
    id: 'server.fieldForms.signatureTooLarge',
    defaultMessage: 'The signature image must be at most 1 MB.',
  },
  fieldFormsReportSaved: {
    id: 'server.fieldForms.reportSaved',
    defaultMessage: 'Service call report saved successfully.',
  },
  fieldFormsFeedbackSaved: {
    id: 'server.fieldForms.feedbackSaved',
    defaultMessage: 'Customer feedback saved successfully.',
  },
  fieldFormsReportNotFound: {
    id: 'server.fieldForms.reportNotFound',
    defaultMessage: 'Service call report not found.',
  },
  fieldFormsFeedbackDone: {
    id: 'server.fieldForms.feedbackDone',
    defaultMessage: 'Customer feedback has already been submitted for this report.',
  },
  fieldFormsRatingRequired: {
    id: 'server.fieldForms.ratingRequired',
    defaultMessage: 'Please rate the overall experience.',
  },
  fieldFormsUnknownTicket: { id: 'server.fieldForms.unknownTicket', defaultMessage: 'Ticket not found.' },
  fieldFormsNoTemplate: {
    id: 'server.fieldForms.noTemplate',
    defaultMessage: 'No template found for this project.',
  },
  fieldFormsUnknownKey: {
    id: 'server.fieldForms.unknownKey',
    defaultMessage: 'This field is not part of the template: {key}',
  },
  fieldFormsDuplicateKey: {
    id: 'server.fieldForms.duplicateKey',
    defaultMessage: 'This field was sent twice: {key}',
  },
  fieldFormsDataSaved: { id: 'server.fieldForms.dataSaved', defaultMessage: 'Data saved successfully.' },
  fieldFormsSurveyLink: {
    id: 'server.fieldForms.surveyLink',
    defaultMessage: 'This survey link is not valid.',
  },
  fieldFormsWrongTemplate: {
    id: 'server.fieldForms.wrongTemplate',
    defaultMessage: 'This survey does not belong to the ticket.',
  },
  fieldFormsUnknownQuestion: {
    id: 'server.fieldForms.unknownQuestion',
    defaultMessage: 'This question is not part of the survey: {id}',
  },
  fieldFormsDuplicateQuestion: {
    id: 'server.fieldForms.duplicateQuestion',
    defaultMessage: 'This question was answered twice: {id}',
  },
  fieldFormsCompleteField: {
    id: 'server.fieldForms.completeField',
    defaultMessage: 'Please complete this field',
  },
  fieldFormsInvalidChoice: {
    id: 'server.fieldForms.invalidChoice',
    defaultMessage: 'Please choose one of the options of question {id}.',
  },
  fieldFormsSurveySaved: {
    id: 'server.fieldForms.surveySaved',
    defaultMessage: 'Survey submitted successfully.',
  },
  fieldFormsInvalidProject: {
    id: 'server.fieldForms.invalidProject',
    defaultMessage: 'Please give a valid project.',
  },
  fieldFormsUnstructuredBody: {
    id: 'server.fieldForms.unstructuredBody',
    defaultMessage: "Please send the ticket and a list of '{ key, value }' items.",
  },
  fieldFormsInvalidValue: {
    id: 'server.fieldForms.invalidValue',
    defaultMessage: 'Each value must be a text (at most 2000 characters) or a list of texts.',
  },
  fieldFormsSurveyBody: {
    id: 'server.fieldForms.surveyBody',
    defaultMessage:
      'Please send the ticket, the template and the answers (\'{ question_id, answer, source: "web" }\').',
  },
  fieldFormsTicketClosed: {
    id: 'server.fieldForms.ticketClosed',
    defaultMessage: 'This ticket is closed. The form can no longer be sent.',
  },
  fieldFormsSurveyDone: {
    id: 'server.fieldForms.surveyDone',
    defaultMessage: 'This survey has already been answered for this ticket.',
  },
  idempotencyInvalidKey: {
    id: 'server.idempotency.invalidKey',
    defaultMessage:
      'The Idempotency-Key header must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
  },
  idempotencyKeyReused: {
    id: 'server.idempotency.keyReused',
    defaultMessage: 'This Idempotency-Key was already used for a different submission.',
  },
  idempotencyInProgress: {
    id: 'server.idempotency.inProgress',
    defaultMessage:
      'A submission with this Idempotency-Key is still being handled. Please try again shortly.',
  },
  questionnairesFormNotFound: {
    id: 'server.questionnaires.formNotFound',
    defaultMessage: 'Failed to load questionnaire.',
  },
  questionnairesQuestionNotFound: {
    id: 'server.questionnaires.questionNotFound',
    defaultMessage: 'Question not found for template_id and question_code',
  },
  questionnairesNoAnswers: {
    id: 'server.questionnaires.noAnswers',
    defaultMessage: 'Please answer at least one question.',
  },
  questionnairesMissingRequired: {
    id: 'server.questionnaires.missingRequired',
    defaultMessage: 'Please answer all required questions: {list}',
  },
  questionnairesBlankAnswer: {
    id: 'server.questionnaires.blankAnswer',
    defaultMessage: 'Please provide an answer before continuing.',
  },
  questionnairesUnknownQuestion: {
    id: 'server.questionnaires.unknownQuestion',
    defaultMessage: 'Question {code} is not part of this questionnaire.',
  },
  questionnairesInvalidChoice: {
    id: 'server.questionnaires.invalidChoice',
    defaultMessage: 'The answer to {code} is not one of its options.',
  },
  questionnairesInvalidNumber: {
    id: 'server.questionnaires.invalidNumber',
    defaultMessage: 'The answer to {code} must be a number.',
  },
  questionnairesInvalidDate: {
    id: 'server.questionnaires.invalidDate',
    defaultMessage: 'The answer to {code} must be a date (YYYY-MM-DD).',
  },
  questionnairesFullName: {
    id: 'server.questionnaires.fullName',
    defaultMessage: 'Please enter your full name',
  },
  questionnairesPhone: {
    id: 'server.questionnaires.phone',
    defaultMessage: 'Please enter a valid 10-digit phone number',
  },
  questionnairesOnboardingOnly: {
    id: 'server.questionnaires.onboardingOnly',
    defaultMessage: 'Sign in to answer as a known user, or send onboarding with your full name and phone.',
  },
  questionnairesSaved: {
    id: 'server.questionnaires.saved',
    defaultMessage: 'Assessment submitted successfully!',
  },
  questionnairesTooMany: {
    id: 'server.questionnaires.tooMany',
    defaultMessage: 'Too many submissions. Please try again in {seconds} seconds.',
  },
  questionnairesBadBody: {
    id: 'server.questionnaires.badBody',
    defaultMessage: 'Failed to submit questionnaire. Please try again.',
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
