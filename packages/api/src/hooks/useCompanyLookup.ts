import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { CompanyLookup } from '../resources/partnerOnboarding.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * Options of the company lookups: SWR's configuration plus `silent`. `silent: true` keeps a failed
 * lookup away from the client's `onError` (no toast): for a screen that shows the lookup's failure
 * itself (the partner login puts 'WhatsApp No. not Registered!' in its form), so the user reads
 * the message exactly once. Default `false`.
 */
export type CompanyLookupOptions = SWRConfiguration<CompanyLookup, ApiError> & { silent?: boolean };

/**
 * The company of a partner e-mail (GET /partner/fetch-partner-by-email/), cached under
 * `['partner', 'fetch-partner-by-email', email]`. Pass `null` to skip the fetch (the partner login
 * looks the company up when the field is left, access §4). `error.status === 404` means 'Email not
 * Registered!'; 4xx answers are never retried. `silent: true`: no toast for a failure (see
 * {@link CompanyLookupOptions}). Spec: access §2 'Partner login', §3, §7, §8.
 */
export function useCompanyByEmail(
  email: string | null,
  { silent = false, ...config }: CompanyLookupOptions = {},
): SWRResponse<CompanyLookup, ApiError> {
  const client = useApiClient();
  return useSWR<CompanyLookup, ApiError>(
    email ? apiKeys.partner.fetchPartnerByEmail(email) : null,
    () => client.partner.fetchPartnerByEmail(email ?? '', { silent }),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}

/**
 * The company of a WhatsApp number (GET /partner/fetch-partner-whatsapp/), cached under
 * `['partner', 'fetch-partner-whatsapp', number]`. Fetches only for exactly 10 digits (access §4:
 * "only when 10 digits are present"); anything else (or `null`) skips. `error.status === 404` means
 * 'WhatsApp No. not Registered!'. `silent: true`: no toast for a failure. Spec: access §2 'Partner login', §3, §4, §7, §8.
 */
export function useCompanyByWhatsApp(
  whatsappNumber: string | null,
  { silent = false, ...config }: CompanyLookupOptions = {},
): SWRResponse<CompanyLookup, ApiError> {
  const client = useApiClient();
  const ready = whatsappNumber !== null && /^\d{10}$/.test(whatsappNumber);
  return useSWR<CompanyLookup, ApiError>(
    ready ? apiKeys.partner.fetchPartnerWhatsapp(whatsappNumber) : null,
    () => client.partner.fetchPartnerWhatsapp(whatsappNumber ?? '', { silent }),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}
