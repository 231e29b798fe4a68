import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery, type ListQuery, type ListResponse } from './lists.ts';

// Pincode partners (operations §2 pincode-partners, §7): the partners serving a pincode.

/** A partner serving a pincode. */
export interface PincodePartner {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  pincode: string;
  status: 'active' | 'pending' | 'removal_requested';
  /** Every pincode the partner serves. */
  pincodes: string[];
}

/** Query of GET /management/assign-pin-partner/: `pin` is a required 6-digit pincode. */
export interface PincodePartnerQuery extends ListQuery {
  pin: string;
}

/** A page of the partners serving `pin`. */
export interface PincodePartnerPage extends ListResponse<PincodePartner> {
  pin: string;
}

/** `client.pincodePartners`. Rejects with an `ApiError` (400 without a 6-digit `pin`, 401, 403). */
export interface PincodePartnersApi {
  /** GET /management/assign-pin-partner/ (400 without a 6-digit `pin`). Spec: operations §7. */
  list(query: PincodePartnerQuery, options?: RequestOptions): Promise<PincodePartnerPage>;
}

/** Builds `client.pincodePartners` (the server's field names are already single words). */
export function createPincodePartnersApi(core: HttpCore): PincodePartnersApi {
  return {
    list: async (query, options) => {
      const page = await core.get<PincodePartnerPage>(
        '/management/assign-pin-partner/',
        withQuery(query, options),
      );
      return { ...page, results: page.results ?? [] };
    },
  };
}
