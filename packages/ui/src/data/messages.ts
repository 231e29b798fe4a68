import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  loading: { id: 'ui.data.loading', defaultMessage: 'Loading' },
  tableLoading: { id: 'ui.table.loading', defaultMessage: 'Loading data' },
  tableEmpty: { id: 'ui.table.empty', defaultMessage: 'No data' },
  tableActions: { id: 'ui.table.actions', defaultMessage: 'Actions' },
  pagination: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previousPage: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
});

const messagesWithValues = defineMessages<{
  pageOf: { page: number; pages: number };
  pending: { count: string };
}>({
  pageOf: { id: 'ui.pagination.pageOf', defaultMessage: 'Page {page} of {pages}' },
  pending: { id: 'ui.badge.pending', defaultMessage: '{count} pending' },
});

/** User-facing strings of the data display components (table, pagination, badge, skeleton), English defaults. */
export const dataMessages: DataMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link dataMessages}: each descriptor knows the values its message needs. */
export type DataMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly pageOf: TypedMessageDescriptor<{ page: number; pages: number }>;
  readonly pending: TypedMessageDescriptor<{ count: string }>;
};
