import type { ApiError, ListResponse } from '@partner-portal/api';
import type { IntlShape } from 'react-intl';
import { listFailureText } from './failureText.ts';

/** What a list screen needs from an SWR read: rows, total, loading, the failure text and Retry. */
export interface ListView<T> {
  rows: readonly T[] | undefined;
  total: number;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** Maps an SWR read of a list page (`{ results, count }`) to {@link ListView}. */
export function listView<T>(
  intl: IntlShape,
  read: { data?: ListResponse<T>; error?: ApiError; isLoading: boolean; mutate: () => unknown },
): ListView<T> {
  return {
    rows: read.data?.results,
    total: read.data?.count ?? 0,
    isLoading: read.isLoading,
    error: read.error ? listFailureText(intl, read.error) : null,
    onRetry: () => void read.mutate(),
  };
}
