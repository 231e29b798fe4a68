#!/usr/bin/env node
/**
 * Visual review (`pnpm visual`, issue 22): renders the stories of the built Storybook in Chromium in
 * the story passes (Lite English, and the story sweep's Lite Arabic RTL and Dark Arabic RTL), compares
 * each screenshot with its committed baseline in visual-baselines/ (pixelmatch, at a threshold) and
 * writes an HTML report of the differences (baseline, actual and diff side by side) plus a gallery
 * of every screenshot. `--update` writes the screenshots as the new baselines instead.
 *
 * Which screenshots have baselines (scripts/lib/visualDiff.mjs `hasBaselinePolicy`): the light/en
 * pass of every story, and every pass of the shell, the role menus and a representative set of
 * screens (README 'Visual review' explains the size budget). `--all-passes` also photographs the
 * other passes of every story (reported as new, not failing).
 *
 * Deterministic screenshots: fixed 1280x800 viewport at device scale 1, reduced motion and CSS
 * animations off, fonts loaded, a fixed clock (2026-03-02 10:00 IST; `Date` only, timers run) and
 * timezone Asia/Kolkata, the caret hidden, the page scrolled to the top. Baselines are only
 * comparable on the same Chromium build and fonts (the CI machine's Debian Chromium).
 *
 * It also signs in to the built portal on the reference server as coordinator, finance_user and
 * partner and saves the shell at 1366x768 and 390x844 into the gallery ('Portal/Shell';
 * scripts/lib/shellShots.mjs; live data, so not compared). Not part of `pnpm test` (slow).
 *
 * Usage: node scripts/visual-check.mjs [--update] [--no-build] [--filter text] [--passes lite:en,dark:ar]
 *        [--all-passes] [--threshold 0.1] [--max-diff-ratio 0.001] [--workers 2] [--out dir]
 *        [--no-shell | --shell-only]
 *   --update          write baselines (removes baselines of stories that no longer exist unless --filter);
 *                     with --only-missing, only those not written yet (resumes an interrupted update)
 *   --no-build        use the existing storybook-static (and apps/portal/dist) instead of building
 *   --filter          only stories whose id or title contains the text (case-insensitive)
 *   --passes          theme:locale passes to consider (default: the visual passes; the policy still applies)
 *   --threshold       pixelmatch per-pixel colour threshold, 0..1
 *   --max-diff-ratio  share of differing pixels still counted as unchanged, 0..1
 *   --no-shell        skip the portal shell screenshots (always skipped with --update); --shell-only: only them
 * Output: .visual/<timestamp>/ (report.html, index.html, actual/, diff/; kept out of git).
 * Exit code 1 when a screenshot differs from its baseline, has no baseline, a baseline has no story,
 * or a story could not be rendered.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROME_FLAGS } from './lib/bench/config.mjs';
import { shootShell } from './lib/shellShots.mjs';
import { listStories, openPreview, serveStatic } from './lib/storybook.mjs';
import {
  comparePng,
  hasBaselinePolicy,
  parsePasses,
  renderReport,
  shotFile,
  VISUAL_PASSES,
} from './lib/visualDiff.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'only-missing': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    passes: { type: 'string' },
    // The former name of --passes.
    combos: { type: 'string' },
    'all-passes': { type: 'boolean', default: false },
    threshold: { type: 'string', default: '0.1' },
    'max-diff-ratio': { type: 'string', default: '0.001' },
    workers: { type: 'string', default: '2' },
    out: { type: 'string' },
    'no-shell': { type: 'boolean', default: false },
    'shell-only': { type: 'boolean', default: false },
  },
});
const update = options.update;
const withStories = !options['shell-only'];
const withShell = !options['no-shell'] && !update;

/** Committed baselines, one PNG per story and pass (`<story id>.<theme>.<locale>.png`). */
const BASELINE_DIR = path.join(root, 'visual-baselines');
/** The fixed clock of every screenshot. */
const FIXED_TIME = new Date('2026-03-02T04:30:00.000Z');

const staticDir = path.join(root, 'storybook-static');
if (withStories && (!options['no-build'] || !existsSync(path.join(staticDir, 'index.json')))) {
  console.log('Building Storybook (pnpm build-storybook)...');
  execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(options.out ?? path.join(root, '.visual', stamp));
if (options.combos && !options.passes) options.passes = options.combos;
const passes = options.passes ? parsePasses(options.passes) : VISUAL_PASSES;
const filter = options.filter?.toLowerCase();
const stories = withStories
  ? listStories(staticDir, (story) => !filter || `${story.id} ${story.title}`.toLowerCase().includes(filter))
  : [];
if (withStories && stories.length === 0) {
  console.error('No story matches.');
  process.exit(1);
}
const jobs = stories.flatMap((story) =>
  passes
    .filter((pass) => options['all-passes'] || hasBaselinePolicy(story, pass))
    .map((pass) => ({ story, pass, file: shotFile(story, pass) })),
);
// --update --only-missing: only the screenshots that have no baseline yet (resumes an interrupted update).
if (update && options['only-missing']) {
  jobs.splice(0, jobs.length, ...jobs.filter((job) => !existsSync(path.join(BASELINE_DIR, job.file))));
}

mkdirSync(path.join(outDir, 'actual'), { recursive: true });
const server = withStories ? await serveStatic(staticDir) : null;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROME_FLAGS, '--font-render-hinting=none', '--disable-lcd-text'],
});
const gallery = [];
const problems = [];
const started = Date.now();
try {
  if (withShell) {
    const shell = await shootShell({
      root,
      outDir,
      browser,
      build: !options['no-build'],
      runBuild: () =>
        execFileSync('pnpm', ['--filter', '@partner-portal/portal', 'build'], {
          cwd: root,
          stdio: 'inherit',
        }),
    });
    for (const shot of shell.shots) {
      gallery.push({ title: shot.title, name: shot.name, pass: VISUAL_PASSES[0], file: shot.file });
    }
    problems.push(...shell.problems);
  }
  if (withStories) {
    const queue = [...jobs];
    let done = 0;
    await Promise.all(
      Array.from({ length: Math.min(Math.max(1, Number(options.workers) || 1), queue.length) }, async () => {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          timezoneId: 'Asia/Kolkata',
          locale: 'en-IN',
        });
        await context.clock.setFixedTime(FIXED_TIME);
        const page = await context.newPage();
        const renderStory = await openPreview(page, server.url);
        for (let job = queue.shift(); job; job = queue.shift()) {
          const label = `${job.story.id} [${job.pass.theme}, ${job.pass.locale}]`;
          try {
            // Screenshots only: axe is the story run's and the sweep's job.
            const result = await renderStory(job.story.id, job.pass, 30_000, { axe: false });
            if (result.status !== 'success' || result.error) {
              problems.push(`${label}: ${result.error ?? result.status}`);
              job.error = result.error ?? result.status;
            }
          } catch (error) {
            job.error = error instanceof Error ? error.message : String(error);
            problems.push(`${label}: ${job.error}`);
          }
          await page.evaluate(async () => {
            await document.fonts.ready;
            window.scrollTo(0, 0);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
          await page.screenshot({
            path: path.join(outDir, 'actual', job.file),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
          gallery.push({
            title: job.story.title,
            name: job.story.name,
            pass: job.pass,
            file: `actual/${job.file}`,
          });
          // Written as soon as taken, so an interrupted update keeps what it did.
          if (update && !job.error) {
            mkdirSync(BASELINE_DIR, { recursive: true });
            writeFileSync(
              path.join(BASELINE_DIR, job.file),
              readFileSync(path.join(outDir, 'actual', job.file)),
            );
          }
          done += 1;
          if (done % 100 === 0) console.log(`  ${done}/${jobs.length} screenshots`);
        }
        await context.close();
      }),
    );
  }
} finally {
  await browser.close();
  await server?.close();
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);

if (update) {
  mkdirSync(BASELINE_DIR, { recursive: true });
  const kept = new Set();
  for (const job of jobs) if (!job.error) kept.add(job.file);
  let removed = 0;
  if (!filter && !options.passes && !options['only-missing']) {
    for (const file of readdirSync(BASELINE_DIR)) {
      if (file.endsWith('.png') && !kept.has(file)) {
        rmSync(path.join(BASELINE_DIR, file));
        removed += 1;
      }
    }
  }
  const bytes = readdirSync(BASELINE_DIR).reduce(
    (sum, file) => sum + readFileSync(path.join(BASELINE_DIR, file)).length,
    0,
  );
  console.log(
    `Visual baselines: wrote ${kept.size}, removed ${removed} in ${seconds} s; visual-baselines/ is now ${(bytes / 1e6).toFixed(1)} MB.`,
  );
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} stories did not render cleanly (no baseline written):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  process.exit(0);
}

// Compare with the baselines.
const compareOptions = {
  threshold: Number(options.threshold),
  maxDiffRatio: Number(options['max-diff-ratio']),
};
mkdirSync(path.join(outDir, 'diff'), { recursive: true });
const toReport = (file) => path.relative(outDir, file).split(path.sep).join('/');
const findings = [];
let same = 0;
for (const job of jobs) {
  const baseline = path.join(BASELINE_DIR, job.file);
  const actual = path.join(outDir, 'actual', job.file);
  const common = { title: job.story.title, name: job.story.name, pass: job.pass, actual: toReport(actual) };
  if (job.error) {
    findings.push({
      ...common,
      status: 'error',
      message: job.error,
      ...(existsSync(baseline) ? { baseline: toReport(baseline) } : {}),
    });
  } else if (!existsSync(baseline)) {
    // Without the policy (--all-passes), a pass the policy leaves out is listed but does not fail.
    findings.push({ ...common, status: 'new', optional: !hasBaselinePolicy(job.story, job.pass) });
  } else {
    const result = comparePng(readFileSync(baseline), readFileSync(actual), compareOptions);
    if (result.same) {
      same += 1;
    } else {
      const diff = path.join(outDir, 'diff', job.file);
      writeFileSync(diff, result.diff);
      findings.push({
        ...common,
        status: 'changed',
        baseline: toReport(baseline),
        diff: toReport(diff),
        ratio: result.ratio,
        sizeChanged: result.sizeChanged,
      });
    }
  }
}
if (withStories && !filter && !options.passes && existsSync(BASELINE_DIR)) {
  const taken = new Set(jobs.map((job) => job.file));
  for (const file of readdirSync(BASELINE_DIR).filter((name) => name.endsWith('.png'))) {
    if (taken.has(file)) continue;
    const [id, theme, locale] = file.replace(/\.png$/, '').split('.');
    findings.push({
      status: 'missing',
      title: id,
      name: file,
      pass: { theme, locale },
      baseline: toReport(path.join(BASELINE_DIR, file)),
      message: 'run `pnpm visual --update` to remove it',
    });
  }
}
const compared = jobs.filter((job) => !job.error).length;
writeFileSync(path.join(outDir, 'report.html'), renderReport(findings, { compared, same, stamp }));

const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const byTitle = new Map();
for (const shot of gallery) byTitle.set(shot.title, [...(byTitle.get(shot.title) ?? []), shot]);
const sections = [...byTitle]
  .map(
    ([title, group]) =>
      `<section><h2>${escape(title)}</h2>${group
        .map(
          (shot) =>
            `<figure><a href="${encodeURI(shot.file)}"><img loading="lazy" src="${encodeURI(shot.file)}" alt="${escape(
              `${title}: ${shot.name} (${shot.pass.theme}, ${shot.pass.locale})`,
            )}"></a><figcaption>${escape(shot.name)} · ${shot.pass.theme} · ${shot.pass.locale}</figcaption></figure>`,
        )
        .join('')}</section>`,
  )
  .join('\n');
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Partner Portal: visual check</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}section{margin-block-end:2rem}
figure{display:inline-block;margin:0 1rem 1rem 0;max-width:420px;vertical-align:top}
img{max-width:100%;border:1px solid #ccc}figcaption{font-size:.85rem}</style>
<h1>Partner Portal: visual check (${gallery.length} renders, ${escape(stamp)}; <a href="report.html">differences</a>)</h1>
${sections}</html>\n`,
);

const failing = findings.filter((finding) => !finding.optional);
console.log(
  `Visual review: ${compared} screenshots in ${seconds} s, ${same} unchanged, ${failing.length} findings. Report: ${path.join(outDir, 'report.html')}`,
);
for (const finding of failing.slice(0, 30)) {
  console.log(
    `  ${finding.status}: ${finding.title} / ${finding.name} (${finding.pass.theme}, ${finding.pass.locale})`,
  );
}
if (failing.length > 30) console.log(`  ... and ${failing.length - 30} more.`);
if (problems.length > 0)
  console.error(`\n${problems.length} stories did not render cleanly:\n${problems.join('\n')}`);
if (failing.length > 0 || problems.length > 0) process.exit(1);
