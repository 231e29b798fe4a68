import {
  defineMessages,
  type MessageValue,
  type NoMessageValues,
  type TypedMessageDescriptor,
} from 'react-intl';

const legalWithValues = defineMessages<{
  lastUpdated: { date: string };
  grievanceEmail: { email: MessageValue };
  registeredOffice: { address: string };
}>({
  lastUpdated: { id: 'forms.legal.lastUpdated', defaultMessage: 'Last updated: {date}' },
  grievanceEmail: { id: 'forms.legal.grievanceEmail', defaultMessage: 'Grievance Officer: {email}' },
  registeredOffice: { id: 'forms.legal.registeredOffice', defaultMessage: 'Registered office: {address}' },
});

const legalPlain = defineMessages({
  contactHeading: { id: 'forms.legal.contactHeading', defaultMessage: 'Grievance Officer and contact' },
  contactIntro: {
    id: 'forms.legal.contactIntro',
    defaultMessage:
      'Under the Information Technology Act, 2000 and its rules, questions and complaints about this portal and your data go to our Grievance Officer, who answers within one month.',
  },
  grievanceUnset: {
    id: 'forms.legal.grievanceUnset',
    defaultMessage:
      'Write to the Grievance Officer through the contact details the operator of this portal gave you.',
  },
  registeredOfficeUnset: {
    id: 'forms.legal.registeredOfficeUnset',
    defaultMessage: 'The operator of this portal is a company with its registered office in India.',
  },
  lawHeading: { id: 'forms.legal.lawHeading', defaultMessage: 'Governing law' },
  lawTerms: {
    id: 'forms.legal.lawTerms',
    defaultMessage:
      'These terms are governed by the laws of India. The courts of Maharashtra have exclusive jurisdiction over any dispute about them.',
  },
  lawPolicy: {
    id: 'forms.legal.lawPolicy',
    defaultMessage:
      'This policy is governed by the laws of India. The courts of Maharashtra have exclusive jurisdiction over any dispute about it.',
  },
});

/** Type of {@link legalMessages} (written out so the d.ts build can name it). */
export type LegalMessagesType = {
  readonly [K in keyof typeof legalPlain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly lastUpdated: TypedMessageDescriptor<{ date: string }>;
  readonly grievanceEmail: TypedMessageDescriptor<{ email: MessageValue }>;
  readonly registeredOffice: TypedMessageDescriptor<{ address: string }>;
};

/**
 * Texts shared by the two static pages (access §2 'Static pages', operations §2 'Public routes
 * used here': last updated 10.09.2019, registered office in India, grievance officer contact,
 * Indian law, Maharashtra courts).
 */
export const legalMessages: LegalMessagesType = { ...legalPlain, ...legalWithValues };

/** Texts of the privacy policy (/privacy-policy). */
export const privacyPolicyMessages = defineMessages({
  title: { id: 'forms.privacy.title', defaultMessage: 'Privacy Policy' },
  intro: {
    id: 'forms.privacy.intro',
    defaultMessage:
      'This policy explains what personal data the Partner Portal collects from partners, their employees, engineers, agents and client staff, why we collect it, who sees it, and what you can ask of us.',
  },
  collectHeading: { id: 'forms.privacy.collectHeading', defaultMessage: 'What we collect' },
  collectContact: {
    id: 'forms.privacy.collectContact',
    defaultMessage:
      'Contact details: your name, e-mail address, phone and WhatsApp numbers, and your company’s name, e-mail, phone and address.',
  },
  collectKyc: {
    id: 'forms.privacy.collectKyc',
    defaultMessage:
      'Identity (KYC) documents: your PAN and Aadhaar numbers, the scans you upload, and proof of address. We use them to verify partners and to pay them.',
  },
  collectLocation: {
    id: 'forms.privacy.collectLocation',
    defaultMessage:
      'Location: your business address, postal code and digipin, and the place of a field visit when you record one.',
  },
  collectAttendance: {
    id: 'forms.privacy.collectAttendance',
    defaultMessage: 'Attendance: the times you punch in and punch out in the portal.',
  },
  collectWork: {
    id: 'forms.privacy.collectWork',
    defaultMessage:
      'Work records: tickets, service reports, photos, signatures, surveys, invoices and payments linked to your account.',
  },
  collectTechnical: {
    id: 'forms.privacy.collectTechnical',
    defaultMessage:
      'Technical data: the sign-in token and preferences kept in your browser, and server logs (address, time and page requested) kept for security.',
  },
  useHeading: { id: 'forms.privacy.useHeading', defaultMessage: 'How we use it' },
  use: {
    id: 'forms.privacy.use',
    defaultMessage:
      'We use your data to create and verify your account, assign and follow up field work, pay invoices, meet our legal and tax duties, keep the service secure, and contact you about your work. We do not sell personal data.',
  },
  shareHeading: { id: 'forms.privacy.shareHeading', defaultMessage: 'Who sees it' },
  share: {
    id: 'forms.privacy.share',
    defaultMessage:
      'The clients whose work you carry out see what that work needs. Companies that host our servers, store files and deliver our e-mail and WhatsApp messages process data for us under contract. Authorities receive data only when the law requires it.',
  },
  securityHeading: { id: 'forms.privacy.securityHeading', defaultMessage: 'How we protect it' },
  security: {
    id: 'forms.privacy.security',
    defaultMessage:
      'Passwords, one-time codes and reset links are stored only in hashed form. Documents are kept in private storage and shown through links that expire after a short time. Only staff who need the data for their work can open it.',
  },
  retentionHeading: { id: 'forms.privacy.retentionHeading', defaultMessage: 'How long we keep it' },
  retention: {
    id: 'forms.privacy.retention',
    defaultMessage:
      'We keep your data while your account is open. After your account is deleted we keep only what the law or the security of the service requires, such as invoices and payment records for the period tax law sets.',
  },
  rightsHeading: { id: 'forms.privacy.rightsHeading', defaultMessage: 'Your choices and account deletion' },
  rights: {
    id: 'forms.privacy.rights',
    defaultMessage:
      'You may ask the Grievance Officer to show you or correct your data at any time. To delete your account, sign in on the account deletion page and confirm the request.',
  },
  deletionLink: { id: 'forms.privacy.deletionLink', defaultMessage: 'Request account deletion' },
  changesHeading: { id: 'forms.privacy.changesHeading', defaultMessage: 'Changes to this policy' },
  changes: {
    id: 'forms.privacy.changes',
    defaultMessage: 'We publish every change on this page and update the date at its top.',
  },
});

/** Texts of the terms and conditions (/terms-and-conditions). */
export const termsMessages = defineMessages({
  title: { id: 'forms.terms.title', defaultMessage: 'Terms and Conditions' },
  intro: {
    id: 'forms.terms.intro',
    defaultMessage:
      'By creating an account on the Partner Portal or using it, you accept these terms. If you do not accept them, do not use the portal.',
  },
  accountHeading: { id: 'forms.terms.accountHeading', defaultMessage: 'Your account' },
  account: {
    id: 'forms.terms.account',
    defaultMessage:
      'Give true and complete details when you register. Keep your password and every passphrase or one-time code to yourself, and tell us at once if you think someone else used your account. You are responsible for what is done with it.',
  },
  workHeading: { id: 'forms.terms.workHeading', defaultMessage: 'Field work' },
  work: {
    id: 'forms.terms.work',
    defaultMessage:
      'Partners and their engineers carry out assigned work with due care, follow the client’s site and safety rules, and record visits, attendance and reports truthfully.',
  },
  paymentHeading: { id: 'forms.terms.paymentHeading', defaultMessage: 'Verification and payment' },
  payment: {
    id: 'forms.terms.payment',
    defaultMessage:
      'We pay verified partners only. Provide valid PAN and Aadhaar details and documents when asked. Invoices are paid at the agreed rates once the work is accepted.',
  },
  useHeading: { id: 'forms.terms.useHeading', defaultMessage: 'Acceptable use' },
  use: {
    id: 'forms.terms.use',
    defaultMessage:
      'Do not open data that is not meant for you, try to get around the portal’s security, or upload anything unlawful or harmful.',
  },
  privacyHeading: { id: 'forms.terms.privacyHeading', defaultMessage: 'Personal data' },
  privacy: {
    id: 'forms.terms.privacy',
    defaultMessage: 'How we collect, use and protect personal data is set out in our privacy policy.',
  },
  privacyLink: { id: 'forms.terms.privacyLink', defaultMessage: 'Read the Privacy Policy' },
  endHeading: { id: 'forms.terms.endHeading', defaultMessage: 'Suspension and closing your account' },
  end: {
    id: 'forms.terms.end',
    defaultMessage:
      'We may suspend or close an account that breaks these terms. You may ask for your account to be deleted at any time.',
  },
  deletionLink: { id: 'forms.terms.deletionLink', defaultMessage: 'Request account deletion' },
  liabilityHeading: { id: 'forms.terms.liabilityHeading', defaultMessage: 'Liability' },
  liability: {
    id: 'forms.terms.liability',
    defaultMessage:
      'The portal is provided as it is. As far as the law allows, we are not liable for indirect losses or for interruptions beyond our reasonable control.',
  },
});
