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
