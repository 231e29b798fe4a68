/**
 * Title-cases a name as it is typed: the first letter of every word upper-case, the others
 * lower-case ('asha RAO' -> 'Asha Rao'); spaces, hyphens and apostrophes start a word and are kept
 * as typed, so the caret never jumps. Spec: access §5 'Client sign-up' ("names are title-cased
 * automatically").
 */
export function toTitleCase(value: string): string {
  return value.replace(
    /(^|[\s\-'’])(\p{L})(\p{L}*)/gu,
    (_whole, start: string, first: string, rest: string) =>
      `${start}${first.toLocaleUpperCase()}${rest.toLocaleLowerCase()}`,
  );
}
