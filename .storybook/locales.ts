import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@partner-portal/ui/i18n';
import { FIXTURE_CONTENT } from './fixtureContent.ts';

/** Tag of a story that shows English defaults in every locale (see preview.tsx's loader). */
export const ENGLISH_ONLY_TAG = 'i18n-english';

/** The pseudo-locale of the Storybook toolbar: accented English, about 30 % longer, in brackets. */
export const PSEUDO_LOCALE = 'en-XA';

/** Messages of one toolbar locale: ICU strings from a translation file, or pseudo ASTs. */
export type StoryMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The portal's translation files, one chunk each, loaded when the toolbar picks the locale. */
const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('../apps/portal/src/locales/zh.json'),
  es: () => import('../apps/portal/src/locales/es.json'),
  fr: () => import('../apps/portal/src/locales/fr.json'),
  it: () => import('../apps/portal/src/locales/it.json'),
  ar: () => import('../apps/portal/src/locales/ar.json'),
};

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'].map((letter, i) => [
    letter,
    [...'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž'][i] ?? letter,
  ]),
);

/** Accents every letter and doubles every vowel (English text grows by roughly a third). */
export function pseudoText(text: string): string {
  return [...text]
    .map((ch) => (/[aeiouAEIOU]/.test(ch) ? `${ACCENTED[ch]}${ACCENTED[ch]}` : (ACCENTED[ch] ?? ch)))
    .join('');
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      default:
        return element;
    }
  });
}

/**
 * The pseudo-locale catalogue built from the English source catalogue (`pnpm i18n:extract`):
 * every message accented and lengthened, in [brackets] so a cut-off end shows, with placeholders,
 * plurals and tags intact. Text that stays plain English in this locale is not a message.
 */
export async function pseudoCatalogue(): Promise<Record<string, MessageFormatElement[]>> {
  const { default: source } = (await import('../apps/portal/src/locales/en.source.json')) as {
    default: Record<string, { defaultMessage: string }>;
  };
  return Object.fromEntries(
    Object.entries(source).map(([id, { defaultMessage }]) => [
      id,
      [
        { type: TYPE.literal, value: '[' },
        ...pseudoElements(parse(defaultMessage)),
        { type: TYPE.literal, value: ']' },
      ] as MessageFormatElement[],
    ]),
  );
}

/** The messages of a toolbar locale: none for English (the descriptors' defaults). */
export async function loadStoryMessages(locale: Locale | typeof PSEUDO_LOCALE): Promise<StoryMessages> {
  if (locale === 'en') return {};
  if (locale === PSEUDO_LOCALE) return pseudoCatalogue();
  return (await catalogues[locale]()).default;
}

/**
 * Story fixture text in the toolbar locale (issue 19): English text of the message catalogue, as
 * a story passes it in its args (a label, a title, an error or a server message the app would have
 * shown translated), mapped to the locale's translation of that message. Only whole strings that
 * are exactly a catalogue message without arguments; the first message id (sorted) wins when one
 * English text has several translations. Also the story content users would type in their own
 * language (FIXTURE_CONTENT in ./fixtureContent.ts). Empty in English (fixtures stay as written).
 */
export type FixtureTexts = ReadonlyMap<string, string>;

/** The {@link FixtureTexts} of a toolbar locale (see {@link localizeArgs}). */
export function loadFixtureTexts(
  locale: Locale | typeof PSEUDO_LOCALE,
  messages: StoryMessages,
): Promise<FixtureTexts> {
  let texts = fixtureTextsByLocale.get(locale);
  if (!texts) {
    texts = buildFixtureTexts(locale, messages);
    fixtureTextsByLocale.set(locale, texts);
  }
  return texts;
}

const fixtureTextsByLocale = new Map<string, Promise<FixtureTexts>>();

async function buildFixtureTexts(
  locale: Locale | typeof PSEUDO_LOCALE,
  messages: StoryMessages,
): Promise<FixtureTexts> {
  if (locale === 'en') return new Map();
  const { default: source } = (await import('../apps/portal/src/locales/en.source.json')) as {
    default: Record<string, { defaultMessage: string }>;
  };
  const texts = new Map<string, string>();
  for (const id of Object.keys(source).sort()) {
    const english = source[id]?.defaultMessage ?? '';
    if (/[{}<>]/.test(english) || texts.has(english)) continue;
    if (locale === PSEUDO_LOCALE) {
      texts.set(english, `[${pseudoText(english)}]`);
      continue;
    }
    const translated = (messages as Record<string, string>)[id];
    // ICU quoting: a doubled apostrophe is one apostrophe (no message here has arguments).
    if (typeof translated === 'string') texts.set(english, translated.replace(/''/g, "'"));
  }
  // Content users type in their own language (a task's title): see ./fixtureContent.ts.
  for (const [english, byLocale] of Object.entries(FIXTURE_CONTENT)) {
    if (texts.has(english)) continue;
    texts.set(english, locale === PSEUDO_LOCALE ? `[${pseudoText(english)}]` : byLocale[locale]);
  }
  return texts;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A story's args with every string that is exactly a catalogue message (see {@link FixtureTexts})
 * replaced by its translation, in nested arrays and plain objects too (menu items, table rows);
 * React elements, functions, dates and class instances are left as they are. Returns `args`
 * itself when nothing changed.
 */
export function localizeArgs<T>(args: T, texts: FixtureTexts): T {
  if (texts.size === 0) return args;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return texts.get(value) ?? value;
    if (Array.isArray(value)) {
      const mapped = value.map(walk);
      return mapped.some((item, i) => item !== value[i]) ? mapped : value;
    }
    if (isPlainObject(value) && !('$$typeof' in value)) {
      let changed = false;
      const mapped = Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          const next = walk(item);
          if (next !== item) changed = true;
          return [key, next];
        }),
      );
      return changed ? mapped : value;
    }
    return value;
  };
  return walk(args) as T;
}
