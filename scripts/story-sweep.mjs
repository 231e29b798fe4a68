#!/usr/bin/env node
/**
 * Story sweep (`pnpm test:story-sweep`): renders EVERY story of the built Storybook in Chromium in
 * the theme and direction combinations the Vitest story run does not cover by default (Dark LTR,
 * Lite Arabic RTL, Dark Arabic RTL), runs each story's play function, and fails on any render error
 * or axe violation (the a11y addon's run as configured in .storybook/preview.tsx, or axe with the
 * WCAG 2.2 AA tags when the addon reports nothing, e.g. after a play function failed). A play
 * function that fails only in these other globals is listed as a warning: play functions are
 * asserted by the Vitest story run in their own globals (keyboard plays may assume English text
 * or a fresh page). The Vitest `storybook` project already runs every story in
 * its own globals (Lite, English by default).
 *
 * English-text check (issue 19, on by default; `--no-english-text` leaves it out): a render in a
 * translated locale of the combos (zh, es, fr, it, ar; the Arabic passes by default) also fails
 * when its visible text (`document.body.innerText`) shows a message of the English source
 * catalogue apps/portal/src/locales/en.source.json: only catalogue texts are looked for (messages
 * without arguments or tags, of four letters or more, as whole words, case-sensitive), not any
 * Latin text, and a text the locale's own translations keep in English is fine (see
 * `englishPhrases` in scripts/lib/i18n.mjs). It runs once per story and locale (the text is the
 * same in each theme), against the locale the story really rendered in (`<html lang>`: a story that
 * pins its own locale, `globals: { locale: 'ar' }`, is read as Arabic in every pass and not read
 * in English). E-mail addresses and ENGLISH_TEXT_ALLOWED (names, brand names) are left
 * out; findings listed in ENGLISH_TEXT_PENDING are reported as known, not failing. Story args
 * that are exactly catalogue text, or content users type in their own language
 * (.storybook/fixtureContent.ts), are shown translated by the preview (`localizeArgs`), as the app
 * passes translated text. Stories tagged 'i18n-english' (English on purpose) are skipped.
 * `--combos lite:en-XA` renders the pseudo-locale.
 *
 * Usage: node scripts/story-sweep.mjs [--dir storybook-static] [--filter text] [--workers 2]
 *        [--combos dark:en,lite:ar,dark:ar] [--no-english-text] [--no-axe] [--report file]
 *   `--filter` keeps stories whose id or title contains one of the texts (`--filter ui-link,forms-payables`);
 *   `--no-axe` with `--combos lite:ar` is a quick English-text pass (about 4 min for every story);
 *   `--report` writes every failure to a file (the console shows the first 40).
 * Needs a built Storybook (`pnpm build-storybook`). Exit code 1 when any story fails.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROME_FLAGS } from './lib/bench/config.mjs';
import {
  ENGLISH_TEXT_PENDING,
  englishPhrases,
  findEnglishText,
  localesDir,
  splitPendingEnglish,
  sourceCataloguePath,
  TRANSLATED_LOCALES,
} from './lib/i18n.mjs';
import { formatStoryViolations, listStories, openPreview, serveStatic } from './lib/storybook.mjs';
import { parsePasses, SWEEP_PASSES } from './lib/visualDiff.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: path.join(root, 'storybook-static') },
    filter: { type: 'string' },
    workers: { type: 'string', default: '2' },
    combos: { type: 'string', default: SWEEP_PASSES.map((pass) => `${pass.theme}:${pass.locale}`).join(',') },
    // On by default (issue 19): every Arabic render is free of English catalogue text;
    // `--no-english-text` leaves the check out (an axe-only pass).
    'english-text': { type: 'boolean', default: true },
    // `--no-axe`: render and read the text only (a quick English-text pass over a few stories).
    axe: { type: 'boolean', default: true },
    // Every failure in full, one block each, to this file (the console shows the first 40).
    report: { type: 'string' },
  },
  allowNegative: true,
});

if (!existsSync(path.join(options.dir, 'index.json'))) {
  console.error(`No built Storybook in ${options.dir}: run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

const combos = parsePasses(options.combos);
/** The translated locales of the combos: their renders are checked for English text. */
const checkedLocales = new Set(
  options['english-text']
    ? combos.map((combo) => combo.locale).filter((locale) => TRANSLATED_LOCALES.includes(locale))
    : [],
);
/** Per translated locale, the English phrases its renders must not show (built when first needed). */
const phrasesByLocale = new Map();
const source = checkedLocales.size > 0 ? JSON.parse(readFileSync(sourceCataloguePath, 'utf8')) : {};
function phrasesOf(/** @type {string} */ locale) {
  if (!phrasesByLocale.has(locale)) {
    const translations = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8'));
    phrasesByLocale.set(locale, englishPhrases(source, translations));
  }
  return phrasesByLocale.get(locale);
}
/**
 * The translated locale a render's text is in: the one it was rendered in (`<html lang>`; a story
 * may pin its own, `globals: { locale: 'ar' }`, whatever the pass), else the pass's; none for English.
 */
function renderedLocale(/** @type {string | undefined} */ lang, /** @type {string} */ passLocale) {
  const primary = lang?.toLowerCase().split('-')[0];
  if (!primary) return passLocale;
  if (TRANSLATED_LOCALES.includes(primary)) return primary;
  return primary === 'en' ? undefined : passLocale;
}
// `--filter a,b`: stories whose id or title contains any of the texts.
const filters = options.filter
  ?.toLowerCase()
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);
const filter = filters && filters.length > 0 ? filters : undefined;
const stories = listStories(
  options.dir,
  (story) => !filter || filter.some((text) => `${story.id} ${story.title}`.toLowerCase().includes(text)),
);
const workers = Math.max(1, Number(options.workers) || 1);

const server = await serveStatic(options.dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
/** Removes terminal colour codes (ESC [ ... m) from a message. */
const stripAnsi = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const failures = [];
/** Findings of ENGLISH_TEXT_PENDING (known English fixtures, not failing) and the entries used. */
const pendingEnglish = [];
const pendingUsed = new Set();
/** Story and locale pairs whose text was checked (the English-text check runs once per pair). */
const textChecked = new Set();
/** Play functions that fail only in these globals (they pass in their own in the Vitest run). */
const playWarnings = [];
const started = Date.now();
try {
  // Pass by pass (every story in one theme and locale, then the next): a page never renders the
  // same story twice in a row, so each render is a fresh mount in its globals, as on a new page. The
  // same story again with other globals would keep its state (a form's English errors from the
  // previous pass) and report it as untranslated text.
  const queue = combos.flatMap((combo) => stories.map((story) => ({ story, combo })));
  const total = queue.length;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // A play function that fails outside English is a warning (it reads English text): it is not
      // retried on a fresh page, which would fail the same way at the cost of a preview load.
      const renderStory = await openPreview(page, server.url, {
        retryPlayError: (globals) => !globals.locale || globals.locale === 'en',
      });
      for (let job = queue.shift(); job; job = queue.shift()) {
        const label = `${job.story.id} [${job.combo.theme}, ${job.combo.locale}]`;
        try {
          const checkText = checkedLocales.has(job.combo.locale);
          const result = await renderStory(job.story.id, job.combo, 30_000, {
            axe: options.axe,
            text: checkText,
          });
          const violations = result.violations ?? [];
          // Once per story and locale: the text is the same in each theme.
          const locale = checkText ? renderedLocale(result.lang, job.combo.locale) : undefined;
          const textKey = `${job.story.id} ${locale}`;
          const phrases =
            !locale || job.story.tags.includes('i18n-english') || textChecked.has(textKey)
              ? undefined
              : phrasesOf(locale);
          if (phrases && !result.error) textChecked.add(textKey);
          const found = phrases && !result.error ? findEnglishText(result.text ?? '', phrases) : [];
          const { failing: english, pending, used } = splitPendingEnglish(job.story.id, found);
          for (const index of used) pendingUsed.add(index);
          if (pending.length > 0)
            pendingEnglish.push(`${label}: ${pending.map(({ text }) => `"${text}"`).join(', ')}`);
          if (english.length > 0) {
            const list = english.map(({ id, text }) => `  "${text}" (${id})`).join('\n');
            const own = locale === job.combo.locale ? '' : ` (the story's own locale, ${locale})`;
            failures.push(`${label}: English text in a translated render${own}\n${list}`);
          }
          if (result.error || violations.length > 0) {
            failures.push(`${label}: ${result.error ?? 'axe'}\n${formatStoryViolations(violations)}`);
          } else if (result.playError) {
            playWarnings.push(`${label}: ${stripAnsi(result.playError).split('\n')[0]}`);
          }
        } catch (error) {
          failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        }
        done += 1;
        if (done % 100 === 0) console.log(`  ${done}/${total} story renders`);
      }
      await context.close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (playWarnings.length > 0) {
  console.warn(
    `\n${playWarnings.length} play functions failed outside their own theme or locale (not counted: their render and axe were checked):\n${playWarnings.join('\n')}`,
  );
}
if (pendingEnglish.length > 0) {
  console.warn(
    `\n${pendingEnglish.length} renders show known English fixtures (ENGLISH_TEXT_PENDING in scripts/lib/i18n.mjs, not counted):\n${pendingEnglish.join('\n')}`,
  );
}
const unusedPending = ENGLISH_TEXT_PENDING.filter((_entry, index) => !pendingUsed.has(index));
if (checkedLocales.size > 0 && !filter && unusedPending.length > 0) {
  console.warn(
    `\nENGLISH_TEXT_PENDING entries that found nothing (remove them): ${unusedPending.map((entry) => entry.story).join(', ')}`,
  );
}
const combosText = combos.map((combo) => `${combo.theme}/${combo.locale}`).join(', ');
if (failures.length > 0) {
  console.error(
    `\nStory sweep: ${failures.length} failing renders of ${stories.length} stories (${combosText}):\n`,
  );
  console.error(failures.slice(0, 40).join('\n\n'));
  if (options.report) {
    writeFileSync(options.report, `${failures.join('\n\n')}\n`);
    console.error(`\nAll ${failures.length} failures: ${options.report}`);
  }
  if (failures.length > 40) console.error(`\n... and ${failures.length - 40} more.`);
  process.exit(1);
}
console.log(
  `Story sweep: ${stories.length} stories x ${combos.length} (${combosText}) passed in ${seconds} s.`,
);
