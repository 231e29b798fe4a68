import { Card, Heading, Text } from '@partner-portal/ui/primitives';
import { Footer } from '@partner-portal/ui/shell';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { portalsMessages } from './messages.ts';
import { Actions, Cards, ChooserMain, ChooserRoot, Intro } from './PortalChooser.styles.ts';

/**
 * What a portal card records when chosen: the work area for staff sign-in (`pmt`, `orion`, `fc`),
 * the Customer Portal, or the partner passphrase login.
 */
export type PortalChoice = 'pmt' | 'orion' | 'fc' | 'customer' | 'partner-login';

/** Props of {@link PortalChooser}. */
export interface PortalChooserProps {
  /** Called when a portal card is chosen, before navigation, so the app can record the choice. */
  onChoose: (choice: PortalChoice) => void;
  /** Target of the staff and customer cards (/signin). */
  signInHref: string;
  /** Target of the Partner Login card (/partner-login). */
  partnerLoginHref: string;
  /** App-store link of the Partner Mobile App. */
  partnerAppUrl: string;
  /** App-store link of the Engineer Mobile App. */
  engineerAppUrl: string;
  /** App version for the footer. */
  version: string;
  /** Copyright year. Default: the current year. */
  year?: number;
  /**
   * Builds each card's link from the choice and its target, e.g. to carry the choice in the URL so
   * it is recorded even when a card is followed before the page is interactive. Default: the target.
   */
  choiceHref?: (choice: PortalChoice, href: string) => string;
  /** Controls shown above the title at the inline end (e.g. the language picker). */
  actions?: ReactNode;
}

/**
 * The portal chooser: Project Management, Partner Management and Finance Central (each to sign-in,
 * recording the choice), Customer Portal (sign-in), Partner Login (passphrase login, recording role
 * partner), the two mobile-app store links, and the copyright footer with the current year.
 * Spec: access §2 'Portal chooser'.
 */
export function PortalChooser({
  onChoose,
  signInHref,
  partnerLoginHref,
  partnerAppUrl,
  engineerAppUrl,
  version,
  year,
  actions,
  choiceHref = (_choice, href) => href,
}: PortalChooserProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const internal: { choice: PortalChoice; heading: string; description: string; href: string }[] = [
    {
      choice: 'pmt',
      heading: t(portalsMessages.pmt),
      description: t(portalsMessages.pmtDescription),
      href: signInHref,
    },
    {
      choice: 'orion',
      heading: t(portalsMessages.orion),
      description: t(portalsMessages.orionDescription),
      href: signInHref,
    },
    {
      choice: 'fc',
      heading: t(portalsMessages.fc),
      description: t(portalsMessages.fcDescription),
      href: signInHref,
    },
    {
      choice: 'customer',
      heading: t(portalsMessages.customer),
      description: t(portalsMessages.customerDescription),
      href: signInHref,
    },
    {
      choice: 'partner-login',
      heading: t(portalsMessages.partnerLogin),
      description: t(portalsMessages.partnerLoginDescription),
      href: partnerLoginHref,
    },
  ];
  return (
    <ChooserRoot>
      <ChooserMain>
        {actions ? <Actions>{actions}</Actions> : null}
        <Heading level={1} size="xl">
          {t(portalsMessages.title)}
        </Heading>
        <Intro>
          <Text tone="muted">{t(portalsMessages.intro)}</Text>
        </Intro>
        <Cards>
          {internal.map((card) => (
            <li key={card.choice}>
              <Card
                heading={card.heading}
                description={card.description}
                href={choiceHref(card.choice, card.href)}
                onPress={() => onChoose(card.choice)}
              />
            </li>
          ))}
          <li>
            <Card
              heading={t(portalsMessages.partnerApp)}
              description={t(portalsMessages.partnerAppDescription)}
              href={partnerAppUrl}
              isExternal
            />
          </li>
          <li>
            <Card
              heading={t(portalsMessages.engineerApp)}
              description={t(portalsMessages.engineerAppDescription)}
              href={engineerAppUrl}
              isExternal
            />
          </li>
        </Cards>
      </ChooserMain>
      <Footer version={version} year={year} />
    </ChooserRoot>
  );
}
