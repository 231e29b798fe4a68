import { Link, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { LegalContactSection, LegalDocument, LegalSection, type LegalContact } from './LegalDocument.tsx';
import { legalMessages, privacyPolicyMessages as m } from './messages.ts';

/** Props of {@link PrivacyPolicy}. */
export interface PrivacyPolicyProps {
  /** Target of the 'Request account deletion' link (/account-deletion). */
  accountDeletionHref: string;
  /** The Grievance Officer's e-mail and the registered office (the operator's configuration). */
  contact?: LegalContact;
}

/**
 * The privacy policy (/privacy-policy): what the portal collects (contact details, KYC documents
 * PAN and Aadhaar, location, attendance, work records, technical data), how it is used and shared,
 * how it is protected and kept, how to ask for account deletion (a link to /account-deletion), the
 * Grievance Officer and registered office in India, Indian law with Maharashtra courts, last
 * updated 10.09.2019. Static text through react-intl. Spec: access §2 'Static pages', operations §2.
 */
export function PrivacyPolicy({ accountDeletionHref, contact }: PrivacyPolicyProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <LegalDocument title={t(m.title)}>
      <Text>{t(m.intro)}</Text>
      <LegalSection
        heading={t(m.collectHeading)}
        items={[
          t(m.collectContact),
          t(m.collectKyc),
          t(m.collectLocation),
          t(m.collectAttendance),
          t(m.collectWork),
          t(m.collectTechnical),
        ]}
      />
      <LegalSection heading={t(m.useHeading)}>
        <Text>{t(m.use)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.shareHeading)}>
        <Text>{t(m.share)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.securityHeading)}>
        <Text>{t(m.security)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.retentionHeading)}>
        <Text>{t(m.retention)}</Text>
      </LegalSection>
      <LegalSection heading={t(m.rightsHeading)}>
        <Text>{t(m.rights)}</Text>
        <Link href={accountDeletionHref}>{t(m.deletionLink)}</Link>
      </LegalSection>
      <LegalSection heading={t(m.changesHeading)}>
        <Text>{t(m.changes)}</Text>
      </LegalSection>
      <LegalSection heading={t(legalMessages.lawHeading)}>
        <Text>{t(legalMessages.lawPolicy)}</Text>
      </LegalSection>
      <LegalContactSection contact={contact} />
    </LegalDocument>
  );
}
