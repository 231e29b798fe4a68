export { PrivacyPolicy } from '../legal/PrivacyPolicy.tsx';
export type { PrivacyPolicyProps } from '../legal/PrivacyPolicy.tsx';
export { TermsAndConditions } from '../legal/TermsAndConditions.tsx';
export type { TermsAndConditionsProps } from '../legal/TermsAndConditions.tsx';
export { LEGAL_LAST_UPDATED } from '../legal/LegalDocument.tsx';
export type { LegalContact } from '../legal/LegalDocument.tsx';
export { legalMessages, privacyPolicyMessages, termsMessages } from '../legal/messages.ts';
