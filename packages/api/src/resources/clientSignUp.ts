import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { StatusMessage } from './partnerOnboarding.ts';

/** What the client sign-up sends. Spec: access §3 'Client user create payload'. */
export interface ClientSignUpInput {
  email: string;
  /** Prefix plus number, e.g. '+919800000001'. */
  phone: string;
  designation: string;
  /** The associated client (sent as `name`). */
  clientName: string;
  /** The person's name (sent as `full_name`). */
  fullName: string;
}

/** Client sign-up, available as `client.clientSignUp`. Spec: access §7. */
export interface ClientSignUpApi {
  /**
   * POST /finance/client-users-create/: client sign-up (success goes to /client-project-list).
   * Failures show the server message or the error text. Spec: access §2 'Client sign-up', §5, §7, §8.
   */
  create(input: ClientSignUpInput, options?: RequestOptions): Promise<StatusMessage>;
}

/** Builds the client sign-up call. */
export function createClientSignUpApi(core: HttpCore): ClientSignUpApi {
  return {
    create: ({ email, phone, designation, clientName, fullName }, options) =>
      core.post<StatusMessage>(
        '/finance/client-users-create/',
        { email, phone, designation, name: clientName, full_name: fullName },
        options,
      ),
  };
}
