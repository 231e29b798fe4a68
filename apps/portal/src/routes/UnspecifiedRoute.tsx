import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { Heading, Link, Text } from '@partner-portal/ui/primitives';
import { defineMessages, useIntl } from 'react-intl';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages, appMessagesWithValues } from '../lib/messages.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { titleOf } from '../config/routeTitles.ts';

/** Texts of the empty state: one for routes the spec names but does not describe, one for routes it describes that are not built yet. */
const unspecifiedMessages = defineMessages({
  notSpecified: {
    id: 'portal.unspecified.notSpecified',
    defaultMessage: 'This screen is not specified yet.',
  },
  notSpecifiedDetail: {
    id: 'portal.unspecified.notSpecifiedDetail',
    defaultMessage:
      'The specification names this page but does not describe its content, so there is nothing to show here.',
  },
  notBuilt: { id: 'portal.unspecified.notBuilt', defaultMessage: 'This screen is not available yet.' },
  notBuiltDetail: {
    id: 'portal.unspecified.notBuiltDetail',
    defaultMessage: 'The specification describes this page, but its screen has not been built yet.',
  },
  backToPortals: { id: 'portal.unspecified.backToPortals', defaultMessage: 'Go to the portal chooser' },
});

/**
 * The honest empty state of a route whose screen is not built: its title (from the route table)
 * and a sentence saying either that the spec does not describe the screen yet (`described: false`)
 * or that the described screen is not built yet. Inside the main layout it fills the page under the
 * layout's `h1`; a public route gets the public page frame with the title as `h2` and a link to the
 * portal chooser. Spec: operations §2 'Routes in the main layout', access §2 'Public routes'.
 */
export function UnspecifiedRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [headline, detail] = route.described
    ? [unspecifiedMessages.notBuilt, unspecifiedMessages.notBuiltDetail]
    : [unspecifiedMessages.notSpecified, unspecifiedMessages.notSpecifiedDetail];
  const body = (
    <>
      <Text weight="semibold">{t(headline)}</Text>
      <Text tone="muted">{t(detail)}</Text>
    </>
  );
  if (route.layout === 'main') return body;
  const title = t(titleOf(route.id));
  return (
    <AuthLayout
      title={t(appMessages.productTitle)}
      tagline={t(appMessages.tagline)}
      footer={<Footer version={env.version} />}
      actions={<LocaleSwitch />}
    >
      <title>
        {t(appMessagesWithValues.pageTitle, {
          page: title,
          product: t(appMessages.productTitle),
        })}
      </title>
      <Heading level={2}>{title}</Heading>
      {body}
      <Link href={paths.portals}>{t(unspecifiedMessages.backToPortals)}</Link>
    </AuthLayout>
  );
}
