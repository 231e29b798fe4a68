/** Values of the account-deletion login ('Login to Continue'; the schema in schema.ts has the same shape). */
export interface AccountDeletionLoginValues {
  email: string;
  password: string;
}

/** Empty login values. */
export const accountDeletionLoginInitialValues: AccountDeletionLoginValues = { email: '', password: '' };

/** The signed-in account the confirmation view shows (from the login answer: fullname, email). */
export interface AccountDeletionAccount {
  /** Full name; `null` or empty shows the e-mail in its place. */
  fullName: string | null;
  email: string;
}
