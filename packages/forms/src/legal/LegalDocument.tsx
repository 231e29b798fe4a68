import { Heading, Link, Text } from '@partner-portal/ui/primitives';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Article, List, Section } from './LegalDocument.styles.ts';
import { legalMessages } from './messages.ts';

/** The date both static pages were last updated (access §2 'Static pages': 10.09.2019, day first). */
export const LEGAL_LAST_UPDATED = '2019-09-10';

/** Who to write to about the portal and personal data (the operator's configuration). */
export interface LegalContact {
  /** The Grievance Officer's e-mail address; without it the page says to use the operator's contact. */
  grievanceOfficerEmail?: string;
  /** The registered office address (in India); without it the page says the office is in India. */
  registeredOffice?: string;
}

/** One section of a static page: an `h3` heading, paragraphs, an optional list and links. */
export function LegalSection({
  heading,
  children,
  items,
}: {
  heading: ReactNode;
  children?: ReactNode;
  items?: readonly ReactNode[];
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={3} size="md" id={headingId}>
        {heading}
      </Heading>
      {children}
      {items ? (
        <List>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      ) : null}
    </Section>
  );
}

/** The 'Grievance Officer and contact' section both static pages end with. */
export function LegalContactSection({ contact = {} }: { contact?: LegalContact }) {
  const intl = useIntl();
  const { grievanceOfficerEmail, registeredOffice } = contact;
  return (
    <LegalSection heading={intl.formatMessage(legalMessages.contactHeading)}>
      <Text>{intl.formatMessage(legalMessages.contactIntro)}</Text>
      {grievanceOfficerEmail ? (
        <Text>
          {intl.formatMessage(legalMessages.grievanceEmail, {
            email: (
              <Link key="email" href={`mailto:${grievanceOfficerEmail}`}>
                <span dir="ltr">{grievanceOfficerEmail}</span>
              </Link>
            ),
          })}
        </Text>
      ) : (
        <Text>{intl.formatMessage(legalMessages.grievanceUnset)}</Text>
      )}
      <Text>
        {registeredOffice
          ? intl.formatMessage(legalMessages.registeredOffice, { address: registeredOffice })
          : intl.formatMessage(legalMessages.registeredOfficeUnset)}
      </Text>
    </LegalSection>
  );
}

/**
 * The frame of a static page: an `article` named by its `h2` title, the 'Last updated' date
 * (10 September 2019, in the reader's locale), then its sections.
 */
export function LegalDocument({ title, children }: { title: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <div>
        <Heading level={2} size="lg" id={titleId}>
          {title}
        </Heading>
        <Text tone="muted">
          {intl.formatMessage(legalMessages.lastUpdated, {
            date: intl.formatDate(`${LEGAL_LAST_UPDATED}T00:00:00`, { dateStyle: 'long' }),
          })}
        </Text>
      </div>
      {children}
    </Article>
  );
}
