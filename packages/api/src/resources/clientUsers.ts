import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { StatusMessage } from './partnerOnboarding.ts';

/** Body of POST /finance/client-users-create/. Spec: access §3 'Client user create payload'. */
export interface ClientUserPayload {
  email: string;
  /** Prefix plus number, e.g. '+919800000001'. */
  phone: string;
  designation: string;
  /** The associated client. */
  name: string;
  full_name: string;
}

/** Client sign-up, available as `client.finance`. Spec: access §7. */
export interface ClientUsersApi {
  /**
   * POST /finance/client-users-create/: client sign-up (success goes to /client-project-list).
   * Failures show the server message or the error text. Spec: access §2 'Client sign-up', §5, §7, §8.
   */
  clientUsersCreate(payload: ClientUserPayload, options?: RequestOptions): Promise<StatusMessage>;
}

/** Builds the client sign-up call. */
export function createClientUsersApi(core: HttpCore): ClientUsersApi {
  return {
    clientUsersCreate: (payload, options) =>
      core.post<StatusMessage>('/finance/client-users-create/', payload, options),
  };
}
