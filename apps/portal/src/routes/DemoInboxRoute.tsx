import { isApiError } from '@partner-portal/api';
import { useDemoInbox } from '@partner-portal/api/hooks';
import { DemoInbox, demoInboxMessages } from '@partner-portal/forms/demo-inbox';
import { useIntl } from 'react-intl';
import { failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * A link of this portal's origin as an app path (`/reset-password?token=…`), so the router opens it
 * in place; any other link stays as it is.
 */
function inAppHref(link: string): string {
  const url = new URL(link, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : link;
}

/** How often the open inbox looks for new messages (ms). */
const REFRESH_MS = 3000;

/**
 * /dev/inbox: the demo inbox of `pnpm start` (demo mode), listing what the server's embedded SMTP
 * receiver and WhatsApp simulator received, refreshed every 3 s. Outside demo mode the server
 * answers 404 and the page says the inbox is off. Links to this portal open in place. Issue 16.
 */
export function DemoInboxRoute() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useDemoInbox({
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
  });
  const errorText = error
    ? isApiError(error) && error.status === 404
      ? intl.formatMessage(demoInboxMessages.unavailable)
      : failureText(intl, error)
    : undefined;
  return (
    <PublicFormLayout title={intl.formatMessage(demoInboxMessages.title)} demoInboxLink={false}>
      <DemoInbox
        messages={
          error
            ? undefined
            : data?.map((message) => ({ ...message, link: message.link && inAppHref(message.link) }))
        }
        isLoading={isLoading}
        error={errorText}
        onRefresh={() => void mutate()}
      />
    </PublicFormLayout>
  );
}
