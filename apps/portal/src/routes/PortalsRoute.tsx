import { storage } from '@partner-portal/api/storage';
import { PortalChooser, type PortalChoice } from '@partner-portal/forms/portals';
import { useIntl } from 'react-intl';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages } from '../lib/messages.ts';

/**
 * Staff and customer cards carry their work area in the link (`/signin?portal=pmt`), so the choice
 * is recorded by /signin even when a card is followed before this page is interactive.
 */
function choiceHref(choice: PortalChoice, href: string): string {
  if (choice === 'partner-login') return href;
  return `${href}?portal=${choice === 'customer' ? 'pmt' : choice}`;
}

/** Records the chosen card: the work area for staff sign-in, or role partner for Partner Login (access §2). */
function recordChoice(choice: PortalChoice) {
  if (choice === 'partner-login') {
    storage.set('chosen_role', 'partner');
    return;
  }
  // The Customer Portal serves client staff, whose work area is Project Management (access §6).
  storage.set('chosen_portal', choice === 'customer' ? 'pmt' : choice);
}

/** /portals: the portal chooser. Spec: access §2 'Portal chooser'. */
export function PortalsRoute() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(appMessages.productTitle)}</title>
      <PortalChooser
        onChoose={recordChoice}
        signInHref={paths.signIn}
        partnerLoginHref={paths.partnerLogin}
        partnerAppUrl={env.partnerAppUrl}
        engineerAppUrl={env.engineerAppUrl}
        version={env.version}
        actions={<LocaleSwitch />}
        choiceHref={choiceHref}
      />
    </>
  );
}
