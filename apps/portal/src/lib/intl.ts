import type { MessageFormatElement } from 'react-intl';
import { isLocale, type Locale } from '@partner-portal/ui/i18n';

/**
 * Translated messages by id; English needs none (every descriptor carries its English default).
 * The files are flat `{ id: "ICU text" }` (see `pnpm i18n:check`); the portal's Vite plugin
 * `formatjsCatalogues` compiles them to ICU syntax trees as they are imported, so the chunk of a
 * locale holds ASTs (plain strings where a test imports the JSON without the plugin).
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  zh: () => import('../locales/zh.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  it: () => import('../locales/it.json'),
  ar: () => import('../locales/ar.json'),
};

/**
 * Loads the catalogue of one locale on demand (one chunk per locale, so English pays nothing).
 * Spec: access §1 (six interface languages).
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return {};
  return (await catalogues[locale]()).default;
}

/**
 * The locale to start with: `?lang=` in the URL, then the stored choice, then the browser's
 * language, else English.
 */
export function initialLocale(stored: string | null): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  for (const candidate of [fromQuery, stored, navigator.language.slice(0, 2)]) {
    if (isLocale(candidate)) return candidate;
  }
  return 'en';
}
