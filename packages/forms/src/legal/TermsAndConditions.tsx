import { Link, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { LegalContactSection, LegalDocument, LegalSection, type LegalContact } from './LegalDocument.tsx';
import { legalMessages, termsMessages as m } from './messages.ts';

/** Props of {@link TermsAndConditions}. */
export interface TermsAndConditionsProps {
  /** Target of the 'Read the Privacy Policy' link (/privacy-policy). */
  privacyPolicyHref: string;
  /** Target of the 'Request account deletion' link (/account-deletion). */
  accountDeletionHref: string;
  /** The Grievance Officer's e-mail and the registered office (the operator's configuration). */
  contact?: LegalContact;
}

/**
 * The terms and conditions (/terms-and-conditions; the sign-up's terms checkbox links here):
 * acceptance, the account, field work, verification (PAN, Aadhaar) and payment, acceptable use,
 * personal data (a link to the privacy policy), suspension and account deletion (a link to
 * /account-deletion), liability, Indian law with Maharashtra courts, the Grievance Officer and
 * registered office in India, last updated 10.09.2019. Static text through react-intl.
 * Spec: access §2 'Static pages', 'Sign-up (partner)'; operations §2.
 */
export function TermsAndConditions({
  privacyPolicyHref,
  accountDeletionHref,
  contact,
}: TermsAndConditionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <LegalDocument title={t(m.title)}>
      <Text>{t(m.intro)}</Text>
      <LegalSection heading={t(m.accountHeading)}>
        <Text>{t(m.account)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.workHeading)}>
        <Text>{t(m.work)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.paymentHeading)}>
        <Text>{t(m.payment)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.useHeading)}>
        <Text>{t(m.use)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.privacyHeading)}>
        <Text>{t(m.privacy)}</Text>
        <Link href={privacyPolicyHref}>{t(m.privacyLink)}</Link>
      </LegalSection>
      <LegalSection heading={t(m.endHeading)}>
        <Text>{t(m.end)}</Text>
        <Link href={accountDeletionHref}>{t(m.deletionLink)}</Link>
      </LegalSection>
      <LegalSection heading={t(m.liabilityHeading)}>
        <Text>{t(m.liability)}</Text>
      </LegalSection>
      <LegalSection heading={t(legalMessages.lawHeading)}>
        <Text>{t(legalMessages.lawTerms)}</Text>
      </LegalSection>
      <LegalContactSection contact={contact} />
    </LegalDocument>
  );
}
