/**
 * Story fixture text in the story's locale (issue 19): `english` is the exact English text of a
 * catalogue message (apps/portal/src/locales/en.source.json, e.g. 'Email'); in a translated locale
 * the Storybook preview maps it to that message's translation, as it does for story args
 * (.storybook/locales.ts, `localizeArgs`). Story content users would type in their own language
 * (a task's title) is mapped too when listed in .storybook/fixtureContent.ts. Other text, and every
 * text in English, stays as written. For a story's render code, fixtures that mimic interface text
 * (a label, a button, an error) and plays that look for such text.
 */
export function storyText(english: string): string {
  const texts = (globalThis as { __storyFixtureTexts?: ReadonlyMap<string, string> }).__storyFixtureTexts;
  return texts?.get(english) ?? english;
}
