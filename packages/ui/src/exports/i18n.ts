/**
 * `@partner-portal/ui/i18n`: the six interface languages, direction helpers, the design system's
 * messages (for translation) and the locale provider.
 * @packageDocumentation
 */
export { DEFAULT_LOCALE, LOCALES, isLocale, localeDirection } from '../i18n/locales';
export type { Direction, Locale, LocaleInfo } from '../i18n/locales';
export { uiMessages } from '../i18n/messages';
export type { UiMessages } from '../i18n/messages';
export { LocaleProvider } from '../i18n/LocaleProvider';
export type { LocaleProviderProps } from '../i18n/LocaleProvider';
export { ignoreMissingTranslations } from '../i18n/intlErrors';
