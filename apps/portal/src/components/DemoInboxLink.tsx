import { useDemoMode } from '@partner-portal/api/hooks';
import { demoInboxLinkMessages } from '@partner-portal/forms/demo-inbox';
import { Link } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { paths } from '../config/paths.ts';

/**
 * A small 'Demo inbox' link to /dev/inbox, shown only when the server runs in demo mode
 * (`pnpm start`), on the screens that send codes and links: sign-in, partner login and the public
 * account forms (registration, forgot password). Renders nothing otherwise. Issue 16.
 */
export function DemoInboxLink() {
  const intl = useIntl();
  const demoMode = useDemoMode();
  if (!demoMode) return null;
  return <Link href={paths.demoInbox}>{intl.formatMessage(demoInboxLinkMessages.inboxLink)}</Link>;
}
