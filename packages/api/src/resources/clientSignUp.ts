import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { sessionFromWire, type SignInSession, type WireSession } from './session.ts';

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

/** What a client sign-up answers. */
export interface ClientSignUpResult {
  /** The server's message ('Client user created successfully'), when it sends one. */
  message?: string;
  /**
   * The new user's session when the server signs the user in (the reference server does, as for
   * partner sign-up); null when the answer carries no token (access §7 shows nothing "beyond
   * success").
   */
  session: SignInSession | null;
}

/** Client sign-up, available as `client.clientSignUp`. Spec: access §7. */
export interface ClientSignUpApi {
  /**
   * POST /finance/client-users-create/: client sign-up (success goes to /client-project-list).
   * Failures show the server message or the error text. Spec: access §2 'Client sign-up', §5, §7, §8.
   */
  create(input: ClientSignUpInput, options?: RequestOptions): Promise<ClientSignUpResult>;
}

type WireAnswer = Partial<WireSession> & { status?: unknown; message?: string };

/** Builds the client sign-up call. */
export function createClientSignUpApi(core: HttpCore): ClientSignUpApi {
  return {
    async create({ email, phone, designation, clientName, fullName }, options) {
      const body = await core.post<WireAnswer | null>(
        '/finance/client-users-create/',
        { email, phone, designation, name: clientName, full_name: fullName },
        options,
      );
      const { token, uuid, user_role: role } = body ?? {};
      const session =
        typeof token === 'string' && typeof uuid === 'string' && typeof role === 'string'
          ? sessionFromWire({ ...body, token, uuid, user_role: role })
          : null;
      return { ...(typeof body?.message === 'string' && { message: body.message }), session };
    },
  };
}
