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
