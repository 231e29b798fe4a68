import type { ApiError } from '@partner-portal/api';
import { canCall, isRole, type CallName } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import type { IntlShape } from 'react-intl';
import { listFailureText } from './failureText.ts';

/**
 * True when the signed-in user may make `call` (CALL_ROLES, through user_role or any of
 * all_roles): the screens hide the actions the server would refuse with 403. Spec: operations §6.
 */
export function userCan(call: CallName): boolean {
  return canCall(call, storage.get('user_role'), storage.get('all_roles').filter(isRole));
}

/** What a list screen needs from an SWR read: rows, total, loading, the failure text and Retry. */
export interface ListView<T> {
  rows: readonly T[] | undefined;
  total: number;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** Maps an SWR list read to {@link ListView}, with `pick` reading the rows and count of the answer. */
export function listView<R, T>(
  intl: IntlShape,
  read: { data?: R; error?: ApiError; isLoading: boolean; isValidating?: boolean; mutate: () => unknown },
  pick: (data: R) => { rows: readonly T[]; total: number },
): ListView<T> {
  const page = read.data === undefined ? undefined : pick(read.data);
  return {
    rows: page?.rows,
    total: page?.total ?? 0,
    isLoading: read.isLoading,
    error: read.error ? listFailureText(intl, read.error) : null,
    onRetry: () => void read.mutate(),
  };
}
