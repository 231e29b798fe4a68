/** Values of the reset-password form (payload `password1`, `password2`; the token comes from the link). */
export interface ResetPasswordValues {
  password1: string;
  password2: string;
}

/** Empty reset-password values. */
export const resetPasswordInitialValues: ResetPasswordValues = { password1: '', password2: '' };

/** Shortest new password accepted, in characters (the reference server's rule). */
export const RESET_PASSWORD_MIN_LENGTH = 8;
