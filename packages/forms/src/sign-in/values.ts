/** Values of the sign-in form (the schema in schema.ts describes the same shape). */
export interface SignInValues {
  email: string;
  password: string;
}

/** Empty sign-in values. */
export const signInInitialValues: SignInValues = { email: '', password: '' };
