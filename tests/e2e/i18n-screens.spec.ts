import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
// The story sweep's English-text finder (scripts/lib/i18n.mjs), applied to whole pages.
import { englishPhrases, findEnglishText } from '../../scripts/lib/i18n.mjs';
import { emailOf } from './support/accounts.ts';
import { appLive, openSignedIn } from './support/session.ts';

/**
 * Issue 19, 'Done means': in each of the five translated locales, the main screens show no English
 * message of the catalogue apart from names, e-mails, codes and other data. A page's text is its
 * visible text plus the accessible names and hints written in attributes (aria-label, placeholder,
 * title, alt), less every string the API answered to the page (data: people's and partners' names,
 * ticket fields, the questions of a survey or template as their authors wrote them); the English
 * phrases are the source catalogue's messages whose translation differs
 * (apps/portal/src/locales), found as whole words.
 */
const LOCALES = ['zh', 'es', 'fr', 'it', 'ar'] as const;

const source = JSON.parse(
  readFileSync(new URL('../../apps/portal/src/locales/en.source.json', import.meta.url), 'utf8'),
) as Record<string, { defaultMessage: string }>;

const translationsOf = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../apps/portal/src/locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/**
 * Per locale, its translations and the English phrases its screens must not show, built once per
 * worker (about a second of CPU each: every catalogue message matched against every translation).
 */
const catalogues = new Map<
  string,
  { translations: Record<string, string>; phrases: ReturnType<typeof englishPhrases> }
>();
function catalogueOf(locale: string) {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const translations = translationsOf(locale);
    catalogue = { translations, phrases: englishPhrases(source, translations) };
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** The public screens: prerendered or link-only pages a customer, partner or newcomer opens. */
const PUBLIC_SCREENS = [
  '/portals',
  '/signin',
  '/partner-login',
  '/signup',
  '/forgot-password',
  // Service call report, unstructured form, satisfaction survey and questionnaire of the demo seed.
  '/cso_form/e6ebe0675a179d33d14229cdd0382018/rT9AqCUizRzQl-RpuPX9buMVm9isNsh4tOQAIL7CdyI',
  '/usd_form/e6ebe0675a179d33d14229cdd0382018/101',
  '/csat-survey/e6ebe0675a179d33d14229cdd0382018',
  '/questionnaires?initial-questionnaire=101',
] as const;

/** Staff screens, by the role that lands on or works in them. */
const STAFF_SCREENS: readonly { role: string; paths: readonly string[] }[] = [
  { role: 'coordinator', paths: ['/ticket-list', '/create-ticket'] },
  { role: 'agent', paths: ['/records'] },
  { role: 'finance_user', paths: ['/finance', '/payables'] },
];

/** Every string value (of two characters or more) in a JSON answer, nested ones included. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length >= 2) into.add(value.replace(/\s+/g, ' ').trim());
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/** Collects the strings of every JSON answer of the API to `page` (its data), from now on. */
function collectApiData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      stringsOf(await response.json(), data);
    } catch {
      // A body that is gone (navigation) or not JSON holds no data for the page.
    }
  });
  return data;
}

/** `text` without the data strings (longest first, so a name is removed before a word inside it). */
function withoutData(text: string, data: ReadonlySet<string>): string {
  let rest = text.replace(/\s+/g, ' ');
  for (const value of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' \n ');
  return rest;
}

/** Starts every page of `page` in `locale` (the stored client state 'locale', spec §3). */
async function startInLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((lc) => window.localStorage.setItem('locale', lc), locale);
}

/** The page's text once it shows `locale`: visible text and the texts of labelling attributes. */
async function pageText(page: Page, locale: string, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // `<html lang>` is set before the app loads; in a translated locale the prerendered (English) page
  // is rendered anew by the app, so its text is read once the app is live.
  await appLive(page);
  await page.waitForLoadState('networkidle');
  // Loading states give way to data (or an empty or error state, whose texts are checked too).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].map(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => element.getAttribute(name) ?? '')
          .filter(Boolean)
          .join('\n'),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** Each English message on `path` (data strings of `data` left out), as 'text (id)'. */
async function englishOn(
  page: Page,
  locale: string,
  path: string,
  data: ReadonlySet<string>,
): Promise<string[]> {
  const { translations, phrases } = catalogueOf(locale);
  const text = withoutData(await pageText(page, locale, path), data);
  // The page did render its interface in the locale (not an empty or unstyled shell).
  const shown = Object.values(translations).filter(
    (message) => !/[{}<>]/.test(message) && message.length >= 4 && text.includes(message),
  );
  expect(shown.length, `${path} shows translated messages`).toBeGreaterThan(2);
  return findEnglishText(text, phrases).map(({ id, text: english }) => `${path}: "${english}" (${id})`);
}

test.describe('no English messages on the main screens of a translated locale (issue 19)', () => {
  test.describe.configure({ mode: 'parallel' });
  // Up to nine pages per test on a 2-core machine.
  test.slow();

  for (const locale of LOCALES) {
    test(`${locale}: public screens`, async ({ page }) => {
      await startInLocale(page, locale);
      const data = collectApiData(page);
      const found: string[] = [];
      for (const path of PUBLIC_SCREENS) found.push(...(await englishOn(page, locale, path, data)));
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`${locale}: staff screens`, async ({ browser }) => {
      const found: string[] = [];
      for (const { role, paths } of STAFF_SCREENS) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const data = collectApiData(page);
        // Signed in in English (the form, when it is used, is found by its English names), then every
        // page in `locale`. The sign-in answer's strings are data, as when the form's call is seen.
        stringsOf(await openSignedIn(page, emailOf(role), null), data);
        await startInLocale(page, locale);
        for (const path of paths) found.push(...(await englishOn(page, locale, path, data)));
        await context.close();
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
