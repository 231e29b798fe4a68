import type { Plugin } from 'vite';

/**
 * The react-aria locales the portal keeps: one per language of packages/ui `LOCALES` (en, zh, es,
 * fr, it, ar), spelled as react-aria names its string modules (Chinese in both scripts).
 */
export const ARIA_LOCALES: ReadonlySet<string> = new Set([
  'en-US',
  'ar-AE',
  'es-ES',
  'fr-FR',
  'it-IT',
  'zh-CN',
  'zh-TW',
]);

/**
 * A react-aria or react-aria-components string module (`dist/private/intl/<component>/<locale>.mjs`,
 * or `dist/private/intl/<locale>.mjs`); group 1 is its locale.
 */
export const ARIA_LOCALE_MODULE =
  /[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;

/**
 * Vite plugin (issue 21): react-aria's and react-aria-components' own strings (a close button's
 * 'Dismiss', list and date announcements...) ship for 34 locales, each a module in the chunk of the
 * component that uses them. The portal's provider hands react-aria one of {@link ARIA_LOCALES}; the
 * other locales' modules load as `export default null;`, which react-aria's string dictionary
 * (`LocalizedStringDictionary` of @internationalized/string) drops, as with Adobe's
 * optimize-locales-plugin, so a lookup still finds a kept locale by language and falls back to
 * en-US as before. Tested by scripts/lib/ariaLocales.test.mjs against the installed packages.
 */
export function ariaLocales(): Plugin {
  return {
    name: 'partner-portal:aria-locales',
    enforce: 'pre',
    load(id) {
      const locale = ARIA_LOCALE_MODULE.exec(id)?.[1];
      return locale && !ARIA_LOCALES.has(locale) ? 'export default null;\n' : null;
    },
  };
}
