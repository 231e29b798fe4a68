import { apiMessages, formatApiMessage, type ApiMessageId } from '@partner-portal/api';
import { defineMessages, type IntlShape } from 'react-intl';

/**
 * The API client's text `id` in the interface language: the catalogue's `api.<id>` entry when
 * the locale has one, else the client's English text (the spec's words, `apiMessages`). The
 * English texts live in packages/api only, so they are formatted here without react-intl's parser
 * (the production build ships none: messages are compiled at build time).
 */
export function apiText(
  intl: IntlShape,
  id: ApiMessageId,
  values: Record<string, string | number> = {},
): string {
  const descriptor = { id: `api.${id}` };
  return intl.messages[descriptor.id]
    ? intl.formatMessage(descriptor, values)
    : formatApiMessage(apiMessages[id], values);
}

/** Texts of the portal app itself: product title and tagline of the sign-in panel, loading label. */
export const appMessages = defineMessages({
  productTitle: { id: 'portal.productTitle', defaultMessage: 'Partner Portal' },
  tagline: {
    id: 'portal.tagline',
    defaultMessage: 'One place for partners, agents, engineers, finance, project, client and quality staff.',
  },
  loading: { id: 'portal.loading', defaultMessage: 'Loading' },
});

/**
 * The empty state of a route whose screen is not built (routes/UnspecifiedRoute.tsx): one text for
 * routes the spec names but does not describe, one for routes it describes that are not built yet.
 */
export const unspecifiedMessages = defineMessages({
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
