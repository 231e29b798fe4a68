// Types of the parts of i18n.mjs that TypeScript code uses (tests/e2e/i18n-screens.spec.ts).

/** A message of the English source catalogue (`apps/portal/src/locales/en.source.json`). */
export interface SourceMessage {
  defaultMessage: string;
  description?: string | Record<string, unknown>;
}

/** An English phrase to look for in a translated render; `kept` when the locale itself keeps that English. */
export interface EnglishPhrase {
  id: string;
  text: string;
  pattern: RegExp;
  kept?: true;
}

/** English phrases to look for in a render of the locale whose translations are `translations`. */
export function englishPhrases(
  source: Record<string, SourceMessage>,
  translations: Record<string, string>,
): EnglishPhrase[];

/** The English messages visible in `renderedText`, by id, each once. */
export function findEnglishText(
  renderedText: string,
  phrases: readonly EnglishPhrase[],
): { id: string; text: string }[];
