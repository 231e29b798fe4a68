import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARIA_LOCALE_MODULE, ARIA_LOCALES, ariaLocales } from '../../apps/portal/aria-locales-plugin.ts';

/** The installed react-aria-components the portal builds with, and react-aria beside it (pnpm). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const racDir = realpathSync(path.join(root, 'apps/portal/node_modules/react-aria-components'));
const ariaDir = path.join(racDir, '..', 'react-aria');
const { LocalizedStringDictionary } = await import(
  pathToFileURL(path.join(racDir, '..', '@internationalized/string/dist/index.mjs')).href
);

/** Every `.mjs` string module under a package's dist/private/intl folder. */
function localeModules(packageDir) {
  const intl = path.join(packageDir, 'dist/private/intl');
  return readdirSync(intl, { recursive: true })
    .filter((file) => /(^|[\\/])[a-z]{2}-[A-Z]{2}\.mjs$/.test(file))
    .map((file) => path.join(intl, file));
}

describe('ariaLocales (apps/portal/aria-locales-plugin.ts, issue 21)', () => {
  it('recognises every string module of the installed react-aria and react-aria-components', () => {
    for (const dir of [ariaDir, racDir]) {
      const modules = localeModules(dir);
      const locales = new Set(modules.map((file) => ARIA_LOCALE_MODULE.exec(file)?.[1]));
      // Every file matches, and the kept locales are spelled as react-aria spells them.
      expect(locales.has(undefined), `${dir}: a string module the plugin does not match`).toBe(false);
      expect(locales.size).toBeGreaterThanOrEqual(34);
      for (const kept of ARIA_LOCALES) expect(locales, `${dir} has ${kept}`).toContain(kept);
    }
  });

  it('loads the other locales as null and leaves the kept ones to Vite', () => {
    const { load } = ariaLocales();
    for (const file of localeModules(ariaDir)) {
      const locale = ARIA_LOCALE_MODULE.exec(file)?.[1];
      expect(load.call({}, file), file).toBe(ARIA_LOCALES.has(locale) ? null : 'export default null;\n');
    }
    expect(load.call({}, path.join(ariaDir, 'dist/private/overlays/intlStrings.mjs'))).toBeNull();
  });

  describe('through Vite, as the portal build loads them', () => {
    let server;
    let strings;
    beforeAll(async () => {
      server = await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Run react-aria's own modules through the plugin pipeline (not Node's loader).
        ssr: { noExternal: true },
        plugins: [ariaLocales()],
      });
      ({ default: strings } = await server.ssrLoadModule(
        path.join(ariaDir, 'dist/private/overlays/intlStrings.mjs'),
      ));
    }, 60_000);
    afterAll(() => server?.close());

    it("keeps the portal's locales' strings and nulls the others", () => {
      const kept = Object.keys(strings).filter((locale) => strings[locale] !== null);
      expect(kept.sort()).toEqual([...ARIA_LOCALES].sort());
      expect(strings['de-DE']).toBeNull();
      expect(strings['en-US']).toEqual({ dismiss: 'Dismiss' });
    });

    it('a lookup finds a kept locale by language and falls back to en-US for a dropped one', () => {
      const dictionary = new LocalizedStringDictionary(strings);
      const french = strings['fr-FR'].dismiss;
      const arabic = strings['ar-AE'].dismiss;
      expect(french).not.toBe('Dismiss');
      expect(arabic).not.toBe('Dismiss');
      expect(dictionary.getStringForLocale('dismiss', 'fr-FR')).toBe(french);
      expect(dictionary.getStringForLocale('dismiss', 'fr-CA')).toBe(french);
      expect(dictionary.getStringForLocale('dismiss', 'ar-EG')).toBe(arabic);
      expect(dictionary.getStringForLocale('dismiss', 'de-DE')).toBe('Dismiss');
      expect(dictionary.getStringForLocale('dismiss', 'ja-JP')).toBe('Dismiss');
    });
  });
});
