import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DemoInboxLink } from '../components/DemoInboxLink.tsx';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages, appMessagesWithValues } from '../lib/messages.ts';
import { env } from '../config/env.ts';

/**
 * The frame of the public account screens (sign-up, client sign-up, forgot and reset password,
 * sign-up success): the sign-in layout with product title, tagline, language switch and footer,
 * and the page title `title`. In demo mode a 'Demo inbox' link sits beside the language switch
 * unless `demoInboxLink` is false (the inbox page itself).
 */
export function PublicFormLayout({
  title,
  children,
  demoInboxLink = true,
}: {
  title: string;
  children: ReactNode;
  demoInboxLink?: boolean;
}) {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(appMessages.productTitle)}
      tagline={intl.formatMessage(appMessages.tagline)}
      footer={<Footer version={env.version} />}
      actions={
        <>
          {demoInboxLink && <DemoInboxLink />}
          <LocaleSwitch />
        </>
      }
    >
      <title>
        {intl.formatMessage(appMessagesWithValues.pageTitle, {
          page: title,
          product: intl.formatMessage(appMessages.productTitle),
        })}
      </title>
      {children}
    </AuthLayout>
  );
}
