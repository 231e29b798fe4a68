import type { ListScreenProps } from '../list-screen/ListScreen.tsx';

/**
 * What every invoice request list takes from its route: one page of rows, the total, the list state
 * (search, filters, ordering, page; the route keeps it in the URL), and the loading and failure
 * state with a Retry.
 */
export type InvoiceListProps<T extends object> = Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
>;
