/**
 * A signed-in session as the sign-in calls answer it (the password login, the passphrase logins,
 * the sign-up). Roles are plain strings here: check them with `isRole`. `fullName` and `email`
 * come with the password login only. Spec: access §3 'Login response', 'Passphrase login response'.
 */
export interface SignInSession {
  token: string;
  uuid: string;
  /** The user's role (the server's `user_role`). */
  role: string;
  ticketRole: string | null;
  allRoles: string[];
  fullName?: string;
  email?: string;
  /**
   * Present when the password sign-in still owes a second factor (issue 23): `verify` with one of
   * `methods`, or `enrol` (set one up first). The token then works only for that step, so the app
   * keeps it out of storage until the step is done.
   */
  secondFactor?: { state: 'verify' | 'enrol'; methods: ('passkey' | 'totp')[] };
}

/** A session as the server spells it (access §3 'Login response'). */
export interface WireSession {
  token: string;
  uuid: string;
  ticket_role?: string | null;
  all_roles?: string[];
  user_role: string;
  fullname?: string;
  email?: string;
  second_factor?: 'verify' | 'enrol';
  second_factor_methods?: string[];
}

/** Maps a session of the server's words to {@link SignInSession}. */
export function sessionFromWire(wire: WireSession): SignInSession {
  return {
    token: wire.token,
    uuid: wire.uuid,
    role: wire.user_role,
    ticketRole: wire.ticket_role ?? null,
    allRoles: wire.all_roles ?? [],
    ...(wire.fullname !== undefined && { fullName: wire.fullname }),
    ...(wire.email !== undefined && { email: wire.email }),
    ...(wire.second_factor !== undefined && {
      secondFactor: {
        state: wire.second_factor,
        methods: (wire.second_factor_methods ?? []).filter(
          (method): method is 'passkey' | 'totp' => method === 'passkey' || method === 'totp',
        ),
      },
    }),
  };
}
