import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { FinanceActionList, TppTransactionList, TppTransactionQuery } from '../resources/financeWork.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

// The finance user's work lists (issue 14).

type Config<T> = SWRConfiguration<T, ApiError>;

/**
 * The pending finance tasks of /actions (GET /finance/actions/); revalidated with the task count
 * (its key is under `['finance', 'task-count']`), so the list and the badge move together.
 */
export function useFinanceActions(
  enabled = true,
  config?: Config<FinanceActionList>,
): SWRResponse<FinanceActionList, ApiError> {
  const client = useApiClient();
  return useApiRead(
    enabled ? apiKeys.financeWork.actions() : null,
    () => client.financeWork.actions(),
    config,
  );
}

/** The TPP transactions (GET /finance/tpp-transactions/); `null` skips; revalidated after a payment. */
export function useTppTransactions(
  query: TppTransactionQuery | null = {},
  config?: Config<TppTransactionList>,
): SWRResponse<TppTransactionList, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.financeWork.tpp(query) : null,
    () => client.financeWork.tppTransactions(query ?? {}),
    config,
  );
}
