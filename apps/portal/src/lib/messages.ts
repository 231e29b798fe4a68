import { defineMessages } from 'react-intl';

/** Texts of the portal app itself: product title and tagline of the sign-in panel, loading label. */
export const appMessages = defineMessages({
  productTitle: { id: 'portal.productTitle', defaultMessage: 'Partner Portal' },
  tagline: {
    id: 'portal.tagline',
    defaultMessage: 'One place for partners, agents, engineers, finance, project, client and quality staff.',
  },
  loading: { id: 'portal.loading', defaultMessage: 'Loading' },
});

/** Texts of the portal app with placeholders. */
export const appMessagesWithValues = defineMessages<{ pageTitle: { page: string; product: string } }>({
  pageTitle: {
    id: 'portal.pageTitle',
    defaultMessage: '{page} · {product}',
    description: "The browser tab's title: the screen's title, then the product name ('Partner Portal')",
  },
});
