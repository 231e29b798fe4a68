import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { env } from '../config/env.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { titleOf } from '../config/routeTitles.ts';
import { appMessages, appMessagesWithValues } from '../lib/messages.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';

/**
 * The frame of the questionnaire screens: the public page frame (product title, footer, language
 * switch, page title) on /questionnaires and /profiling-questionnaire; inside the main layout
 * (/questionnaire), the page alone. Spec: access §2 'Public routes', operations §2.
 */
export function QuestionnaireFrame({ route, children }: RouteModuleProps & { children: ReactNode }) {
  const intl = useIntl();
  if (route.layout === 'main') return <>{children}</>;
  return (
    <AuthLayout
      title={intl.formatMessage(appMessages.productTitle)}
      tagline={intl.formatMessage(appMessages.tagline)}
      footer={<Footer version={env.version} />}
      actions={<LocaleSwitch />}
    >
      <title>
        {intl.formatMessage(appMessagesWithValues.pageTitle, {
          page: intl.formatMessage(titleOf(route.id)),
          product: intl.formatMessage(appMessages.productTitle),
        })}
      </title>
      {children}
    </AuthLayout>
  );
}
