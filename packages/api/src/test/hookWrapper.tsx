import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '../client/createApiClient.ts';
import { ApiProvider } from '../hooks/ApiProvider.tsx';
import { swrConfig } from '../hooks/swrConfig.ts';

/** A `renderHook` wrapper: a fresh SWR cache without deduping, and `client` (a partial fake). */
export function wrapperFor(client: Partial<ApiClient>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client as ApiClient}>{children}</ApiProvider>
    </SWRConfig>
  );
}
