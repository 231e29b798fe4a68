// Types of the `dumb-passwords` package (it ships none): only the call this server uses.
declare module 'dumb-passwords' {
  /** True when the password (compared lower-cased) is on the list of the 10,000 most common. */
  export function check(password: string): boolean;
  const dumbPasswords: { check(password: string): boolean };
  export default dumbPasswords;
}
