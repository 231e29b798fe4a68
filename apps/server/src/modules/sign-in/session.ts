import type { User } from '../../users.ts';
import { LOGIN_MESSAGES } from './schemas.ts';

/**
 * The sign-in answer every way in gives (password, passkey; access §3 'Login response'): `{ status:
 * 200, message, token, uuid, ticket_role, all_roles, user_role, fullname, email }`, plus
 * `second_factor` (`verify` | `enrol`) and `second_factor_methods` when the password sign-in still
 * owes a second factor and the token works only for that step (issue 23).
 */
export function loginAnswer(
  user: User,
  token: string,
  secondFactor?: { state: 'verify' | 'enrol'; methods: { passkey: boolean; totp: boolean } },
) {
  return {
    status: 200,
    message: LOGIN_MESSAGES.success,
    token,
    uuid: user.uuid,
    ticket_role: user.ticket_role,
    all_roles: user.all_roles,
    user_role: user.user_role,
    fullname: user.full_name,
    email: user.email,
    ...(secondFactor && {
      second_factor: secondFactor.state,
      second_factor_methods: (['passkey', 'totp'] as const).filter((method) => secondFactor.methods[method]),
    }),
  };
}
