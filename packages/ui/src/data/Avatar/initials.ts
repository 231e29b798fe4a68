/**
 * Initials for the avatar: first letters of the first and last words of a name ('Asha Rao Patel' →
 * 'AP'), or of the e-mail's local part split on . _ - ('jane.doe@example.com' → 'JD').
 */
export function initialsOf(userLabel: string): string {
  const source = userLabel.includes('@') ? userLabel.slice(0, userLabel.indexOf('@')) : userLabel;
  const words = source.split(userLabel.includes('@') ? /[._\-+\s]+/ : /\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
