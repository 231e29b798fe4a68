/** Texts of the sign-in answers. Spec: access §5 (sign-in validation), §8 (error catalogue). */
export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  invalidCredentials: 'Invalid email or password.',
  invalidEmail: 'The input is not valid E-mail!',
  missingPassword: 'Please input your Password!',
  missingBody: 'Please enter your email and password!',
  loggedOut: 'Logged out',
} as const;

/** Body of POST /partner/login/. Spec: access §7. */
export interface LoginBody {
  email: string;
  password: string;
}

/** POST /partner/login/ `{ email, password }`. */
export const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: true,
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
} as const;

/** 400 texts of {@link loginSchema} per field. Spec: access §5 'Sign-in'. */
export const loginMessages = {
  email: LOGIN_MESSAGES.invalidEmail,
  password: LOGIN_MESSAGES.missingPassword,
  '*': LOGIN_MESSAGES.missingBody,
};

/** "Too many failed login attempts. Please try again in 30 seconds." (or minutes, from 60 s). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many failed login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 429 text of the per-client and global sign-in limits. */
export function tooManySignInsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
