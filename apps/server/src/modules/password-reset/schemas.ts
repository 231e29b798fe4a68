import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';

/** Lifetime of a password reset link in ms (30 minutes). */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** Wait between two reset e-mails for one account in ms, and most e-mails per hour. */
export const RESET_RESEND_WAIT_MS = 60_000;
export const RESET_HOURLY_CAP = 5;

/** Shortest new password, in characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** Body of POST /partner/password-reset/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetBody {
  email: string;
  /** The address of the reset page as the portal sends it; ignored (links use PUBLIC_URL). */
  host?: string;
}

/** Body of POST /partner/password-reset-confirm/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetConfirmBody {
  token: string;
  password1: string;
  password2: string;
}

/**
 * POST /partner/password-reset/: types and length caps; a missing or invalid e-mail is answered by
 * the handler. Every schema failure answers 'The input is not valid E-mail!', as the handler does.
 */
export const passwordResetSchema = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: 254 },
      host: { type: 'string', maxLength: 2048 },
    },
  },
} as const;

/** 400 texts of {@link passwordResetSchema}. Spec: access §5 'Reset', §8. */
export const passwordResetMessages = { '*': M.invalidEmail };

/**
 * POST /partner/password-reset-confirm/. The passwords are checked in the handler only: a number
 * must answer 'Please input Password!', not be coerced into a password.
 */
export const passwordResetConfirmSchema = {
  body: {
    type: 'object',
    properties: {
      token: { type: 'string', maxLength: 512 },
      password1: {},
      password2: {},
    },
  },
} as const;

/** 400 texts of {@link passwordResetConfirmSchema} (`*`: not an object). Spec: access §5 'Reset', §8. */
export const passwordResetConfirmMessages = { '*': M.passwordRequired, token: M.resetInvalid };
