/** Values of the forgot-password form. */
export interface ForgotPasswordValues {
  email: string;
}

/** Empty forgot-password values. */
export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };
