import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/** One location of a postal code. Spec: access §3 'Pin lookup response'. */
export interface PostOffice {
  district: string;
  state: string;
  country: string;
}

/** Answer of GET /management/po-for-techlocal/. Spec: access §3, §7. */
export interface PoForTechlocalResponse {
  status?: number;
  pos: PostOffice[];
}

/** The postal code lookup, available as `client.management`. Spec: access §7, operations §7. */
export interface PinLookupApi {
  /**
   * GET /management/po-for-techlocal/?pin=: district, state and country of a 6-digit postal code.
   * A 404 (or an empty `pos`) means 'No location data found for the provided PIN code.'.
   * Spec: access §2 'Company step', §3, §7, §8, §9 (lookup at 6 characters).
   */
  poForTechlocal(pin: string, options?: RequestOptions): Promise<PoForTechlocalResponse>;
}

/** Builds the postal code lookup. */
export function createPinLookupApi(core: HttpCore): PinLookupApi {
  return {
    poForTechlocal: (pin, options) =>
      core.get<PoForTechlocalResponse>('/management/po-for-techlocal/', {
        ...options,
        query: { ...options?.query, pin },
      }),
  };
}
