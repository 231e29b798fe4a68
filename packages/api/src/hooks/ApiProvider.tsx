import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient.ts';

const ApiClientContext = createContext<ApiClient | null>(null);
ApiClientContext.displayName = 'ApiClientContext';

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client from `createApiClient` (or a fake in stories and tests). */
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Provides the API client to the hooks below it, so stories and tests can pass fakes.
 * Spec: house style 'Data (packages/api)'.
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/**
 * The client from the nearest {@link ApiProvider}.
 * @throws Error when there is no `ApiProvider` above the calling component.
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider client={…}>.');
  return client;
}
