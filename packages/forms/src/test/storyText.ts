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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Story fixture data (rows, nested plain objects and arrays) with every string mapped by
 * {@link storyText}: for fixtures a story's own render code passes to a component (story args are
 * mapped by the preview already). Other values (dates, functions, React elements) stay as they are.
 */
export function storyData<T>(value: T): T {
  if (typeof value === 'string') return storyText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storyData(item)) as T;
  if (isPlainObject(value) && !('$$typeof' in value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storyData(item)])) as T;
  }
  return value;
}
