import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  search: { id: 'forms.listScreen.search', defaultMessage: 'Search' },
  filterAll: {
    id: 'forms.listScreen.filterAll',
    defaultMessage: 'All',
    description: 'Filter option of a list: no filter, show every row',
  },
  filters: { id: 'forms.listScreen.filters', defaultMessage: 'Search and filters' },
  noResults: { id: 'forms.listScreen.noResults', defaultMessage: 'No results' },
  emptyTitle: { id: 'forms.listScreen.emptyTitle', defaultMessage: 'Nothing to show yet' },
  emptyFilteredTitle: { id: 'forms.listScreen.emptyFilteredTitle', defaultMessage: 'No matches' },
  emptyFilteredDescription: {
    id: 'forms.listScreen.emptyFilteredDescription',
    defaultMessage: 'Nothing matches the search or filters. Change them to see more.',
  },
  loadFailed: { id: 'forms.listScreen.loadFailed', defaultMessage: 'The list could not be loaded.' },
  retry: {
    id: 'forms.listScreen.retry',
    defaultMessage: 'Retry',
    description: 'Button after a failed load: load the list again (verb)',
  },
});

const withValues = defineMessages<{ resultCount: { count: number } }>({
  resultCount: {
    id: 'forms.listScreen.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
});

/** Type of {@link listScreenMessages}: each descriptor knows the values its message needs. */
export type ListScreenMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly resultCount: TypedMessageDescriptor<{ count: number }>;
};

/**
 * Texts of the list screens (operations §2 management and finance routes; the spec words none of
 * them: the product's own wording).
 */
export const listScreenMessages: ListScreenMessages = { ...plain, ...withValues };
