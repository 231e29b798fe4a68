/**
 * The six interface languages of the spec (access-identity-onboarding §1): English, Chinese,
 * Spanish, French, Italian and Arabic (shown with the Saudi Arabia flag).
 */
export type Locale = 'en' | 'zh' | 'es' | 'fr' | 'it' | 'ar';

/** Writing direction of a locale. */
export type Direction = 'ltr' | 'rtl';

/** One interface language as the language picker shows it. */
export interface LocaleInfo {
  /** BCP 47 language tag used for react-intl and `<html lang>`. */
  locale: Locale;
  /** The language's own name (endonym), e.g. 'العربية'. */
  name: string;
  /** Writing direction. */
  dir: Direction;
  /**
   * Flag emoji (data only, never rendered): emoji flags show as empty boxes without an emoji font
   * (Debian's Chromium), so the header's `LanguagePicker` draws SVG flags and `LanguageSelect`
   * shows names only.
   */
  flag: string;
}

/** The interface languages in the spec's order. */
export const LOCALES: readonly LocaleInfo[] = [
  { locale: 'en', name: 'English', dir: 'ltr', flag: '🇬🇧' },
  { locale: 'zh', name: '中文', dir: 'ltr', flag: '🇨🇳' },
  { locale: 'es', name: 'Español', dir: 'ltr', flag: '🇪🇸' },
  { locale: 'fr', name: 'Français', dir: 'ltr', flag: '🇫🇷' },
  { locale: 'it', name: 'Italiano', dir: 'ltr', flag: '🇮🇹' },
  { locale: 'ar', name: 'العربية', dir: 'rtl', flag: '🇸🇦' },
];

/** The default interface language (messages' `defaultMessage`s are English). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Returns true when `value` is one of the six interface languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((info) => info.locale === value);
}

/** Writing direction of a locale: `'rtl'` for Arabic, `'ltr'` otherwise. */
export function localeDirection(locale: Locale): Direction {
  return LOCALES.find((info) => info.locale === locale)?.dir ?? 'ltr';
}
