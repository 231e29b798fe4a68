#!/usr/bin/env node
/**
 * Story sweep (`pnpm test:story-sweep`): renders EVERY story of the built Storybook in Chromium in
 * the direction the Vitest story run does not cover (Lite Arabic RTL), runs each story's play
 * function, and fails on any render error or axe violation (the a11y addon's run as configured in
 * .storybook/preview.tsx, or axe with the WCAG 2.2 AA tags when the addon reports nothing, e.g.
 * after a play function failed). Each Lite render is checked again in the Dark theme (Dark Arabic
 * RTL): the same render with `data-theme="dark"` on `<html>`, axe's colour rules
 * (.storybook/darkThemeCheck.ts; `--no-dark-check` leaves it out), as the Vitest story run does for
 * Dark LTR. A theme changes only colour variables, so a Dark render would give the same DOM. A play
 * function that fails only in these other globals is listed as a warning: play functions are
 * asserted by the Vitest story run in their own globals (keyboard plays may assume English text
 * or a fresh page), except for stories tagged 'play-any-locale' (plays that read their texts in the
 * story's locale, through `storyIntl`), whose play functions must pass in every pass. The Vitest
 * `storybook` project already runs every story in its own globals (Lite, English by default).
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
 *        [--combos lite:ar,dark:en] [--no-dark-check] [--no-english-text] [--no-axe] [--report file] [--timing]
 *   `--combos` renders each theme:locale given (a `dark` combo is a real Dark render);
 *   `--filter` keeps stories whose id or title contains one of the texts (`--filter ui-link,forms-payables`);
 *   `--no-axe` with `--combos lite:ar` is a quick English-text pass (about 4 min for every story);
 *   `--report` writes every failure to a file (the console shows the first 40);
 *   `--timing` prints where the renders' time went (Storybook's render phases: render, play, axe...,
 *   the text read) and the browser's CPU time, which `/usr/bin/time` does not count.
 * Needs a built Storybook (`pnpm build-storybook`). Exit code 1 when any story fails.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { DARK_THEME_CHECK_GLOBAL } from '../.storybook/darkThemeRules.mjs';
import { CHROME_FLAGS, testChromiumPath } from './lib/chromium.mjs';
import {
  ENGLISH_TEXT_PENDING,
  englishPhrases,
  findEnglishText,
  localesDir,
  splitPendingEnglish,
  sourceCataloguePath,
  TRANSLATED_LOCALES,
} from './lib/i18n.mjs';
import { sampleDescendantsCpu } from './lib/processCpu.mjs';
import { formatStoryViolations, listStories, openPreview, serveStatic } from './lib/storybook.mjs';
import { parsePasses, SWEEP_PASSES } from './lib/visualDiff.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: path.join(root, 'storybook-static') },
    filter: { type: 'string' },
    workers: { type: 'string', default: '2' },
    combos: { type: 'string', default: SWEEP_PASSES.map((pass) => `${pass.theme}:${pass.locale}`).join(',') },
    // On by default: each Lite render checked again in the Dark theme (axe's colour rules).
    'dark-check': { type: 'boolean', default: true },
    // On by default (issue 19): every Arabic render is free of English catalogue text;
    // `--no-english-text` leaves the check out (an axe-only pass).
    'english-text': { type: 'boolean', default: true },
    // `--no-axe`: render and read the text only (a quick English-text pass over a few stories).
    axe: { type: 'boolean', default: true },
    // Every failure in full, one block each, to this file (the console shows the first 40).
    report: { type: 'string' },
    // `--timing`: where the renders' time went (render, play, axe, text...), summed per step and
    // the slowest stories, at the end.
    timing: { type: 'boolean', default: false },
  },
  allowNegative: true,
});

if (!existsSync(path.join(options.dir, 'index.json'))) {
  console.error(`No built Storybook in ${options.dir}: run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

const combos = parsePasses(options.combos);
/** Whether a pass's renders get the Dark check (Lite ones, unless `--no-dark-check`). */
const darkChecked = (/** @type {{ theme: string }} */ combo) =>
  options['dark-check'] && combo.theme === 'lite';
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
/**
 * Stories whose play functions read their texts in the story's locale (`storyIntl`, message
 * descriptors) and so must pass in every pass: tagged 'play-any-locale' (in a file's meta for all
 * its stories). A failure of their play function fails the sweep, after the fresh-page retry.
 */
const PLAY_ANY_LOCALE_TAG = 'play-any-locale';
const strictPlays = new Set(
  stories.filter((story) => story.tags.includes(PLAY_ANY_LOCALE_TAG)).map((story) => story.id),
);

// `--timing`: the browser's CPU time too (its renderers are not counted by `/usr/bin/time`).
const browserCpu = options.timing ? sampleDescendantsCpu() : undefined;
const server = await serveStatic(options.dir);
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
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
/** `--timing`: per render, the story, its pass and its steps' milliseconds. */
const timings = [];
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
      // As in the Vitest story run: overlays open without their fade, so a play never reads a dialog
      // mid-animation (Storybook's test mode only ends animations after the play function).
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // A play function that fails outside English is a warning (it reads English text): it is not
      // retried on a fresh page, which would fail the same way at the cost of a preview load.
      const renderStory = await openPreview(page, server.url, {
        retryPlayError: (globals, storyId) =>
          !globals.locale || globals.locale === 'en' || strictPlays.has(storyId),
        pauseAnimations: true,
      });
      for (let job = queue.shift(); job; job = queue.shift()) {
        const label = `${job.story.id} [${job.combo.theme}, ${job.combo.locale}]`;
        try {
          const checkText = checkedLocales.has(job.combo.locale);
          const globals = darkChecked(job.combo)
            ? { ...job.combo, [DARK_THEME_CHECK_GLOBAL]: true }
            : job.combo;
          const result = await renderStory(job.story.id, globals, 30_000, {
            axe: options.axe,
            text: checkText,
            timing: options.timing,
          });
          if (result.timing) timings.push({ label, failedPlay: Boolean(result.playError), ...result.timing });
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
          } else if (result.playError && strictPlays.has(job.story.id)) {
            failures.push(
              `${label}: play function failed (${PLAY_ANY_LOCALE_TAG})\n${stripAnsi(result.playError)}`,
            );
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
  if (browserCpu) {
    const { user, sys, processes } = browserCpu.stop();
    const own = process.cpuUsage();
    console.log(
      `CPU: browser ${user.toFixed(1)} s user + ${sys.toFixed(1)} s sys (${processes} processes), sweep (Node) ${(own.user / 1e6).toFixed(1)} s user + ${(own.system / 1e6).toFixed(1)} s sys`,
    );
  }
  await browser.close();
  await server.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (timings.length > 0) printTimings(timings);
if (playWarnings.length > 0) {
  console.warn(
    `\n${playWarnings.length} play functions failed outside their own theme or locale (not counted: their render and axe were checked; tag a story file 'play-any-locale' once its plays read their texts in the story's locale):\n${playWarnings.join('\n')}`,
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
const combosText = combos
  .map((combo) => `${combo.theme}/${combo.locale}${darkChecked(combo) ? ' (+ dark check)' : ''}`)
  .join(', ');
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

/** `--timing`: the seconds spent per step over all renders, and the slowest renders. */
function printTimings(list) {
  const steps = [
    'viewport',
    'prepare',
    'import',
    'teardown',
    'load',
    'render',
    'play',
    'settle',
    'axe',
    'inPage',
    'ownAxe',
    'text',
    'total',
  ];
  const sum = (rows, step) => rows.reduce((total, row) => total + (row[step] ?? 0), 0) / 1000;
  const line = (name, rows) =>
    `${name.padEnd(22)} ${String(rows.length).padStart(5)} ${steps.map((step) => sum(rows, step).toFixed(1).padStart(8)).join('')}`;
  const retried = list.filter((row) => row.retry);
  console.log(
    `\nTiming (seconds summed over renders; ${list.length} renders, ${retried.length} retried on a fresh page):`,
  );
  console.log(`${'renders'.padEnd(22)} ${'n'.padStart(5)} ${steps.map((step) => step.padStart(8)).join('')}`);
  console.log(line('all', list));
  console.log(
    line(
      'play failed',
      list.filter((row) => row.failedPlay),
    ),
  );
  console.log(
    line(
      'play passed/none',
      list.filter((row) => !row.failedPlay),
    ),
  );
  console.log(
    `retries: ${(retried.reduce((total, row) => total + row.retry.boot, 0) / 1000).toFixed(1)} s in fresh pages`,
  );
  const slowest = [...list].sort((a, b) => b.total - a.total).slice(0, 15);
  console.log('slowest renders (ms: total, play, axe, settle):');
  for (const row of slowest)
    console.log(
      `  ${row.label}: ${row.total.toFixed(0)}, ${row.play.toFixed(0)}, ${row.axe.toFixed(0)}, ${row.settle.toFixed(0)}${row.failedPlay ? ' (play failed)' : ''}`,
    );
}
