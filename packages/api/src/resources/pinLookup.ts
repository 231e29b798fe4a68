import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/** One location of a postal code. Spec: access §3 'Pin lookup response'. */
export interface PostOffice {
  district: string;
  state: string;
  country: string;
}

/** The postal code lookup, available as `client.pinLookup`. Spec: access §7, operations §7. */
export interface PinLookupApi {
  /**
   * GET /management/po-for-techlocal/?pin=: the locations (district, state, country) of a 6-digit
   * postal code, from the answer's `pos`. A 404 (or none) means 'No location data found for the
   * provided PIN code.'. Spec: access §2 'Company step', §3, §7, §8, §9 (lookup at 6 characters).
   */
  postOffices(pin: string, options?: RequestOptions): Promise<PostOffice[]>;
}

/** Builds `client.pinLookup`. */
export function createPinLookupApi(core: HttpCore): PinLookupApi {
  return {
    postOffices: async (pin, options) => {
      const answer = await core.get<{ pos?: PostOffice[] }>('/management/po-for-techlocal/', {
        ...options,
        query: { ...options?.query, pin },
      });
      return (answer?.pos ?? []).map(({ district, state, country }) => ({ district, state, country }));
    },
  };
}
