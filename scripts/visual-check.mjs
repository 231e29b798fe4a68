#!/usr/bin/env node
/**
 * Visual check (`pnpm visual`): renders every story of the Storybook in Chromium and saves a PNG of
 * each, plus an index.html gallery grouped by component, so reviewers can look at every state of
 * every component without starting Storybook. It also signs in to the built portal on the reference
 * server as coordinator, finance_user and partner and saves the shell at 1366x768 and 390x844
 * ('Portal/Shell' in the gallery; scripts/lib/shellShots.mjs). Output goes to .visual/<timestamp>/
 * (kept out of git).
 *
 * Usage: node scripts/visual-check.mjs [--no-build] [--filter text] [--combos lite:en,dark:ar]
 *        [--out dir] [--width 1280] [--height 800] [--no-shell | --shell-only]
 *   --no-build  use the existing storybook-static and apps/portal/dist (built only when missing)
 *               instead of running `pnpm build-storybook` and the portal build
 *   --no-shell  skip the portal shell screenshots; --shell-only: only them (no Storybook)
 *   --filter    only stories whose id or title contains the text (case-insensitive), e.g. `ui-inputs`
 *   --combos    theme:locale pairs to render (default lite:en)
 * Exit code 1 when a story could not be rendered (the PNG is still written when possible).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROME_FLAGS } from './lib/bench/config.mjs';
import { shootShell } from './lib/shellShots.mjs';
import { listStories, openPreview, serveStatic } from './lib/storybook.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    combos: { type: 'string', default: 'lite:en' },
    out: { type: 'string' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    'no-shell': { type: 'boolean', default: false },
    'shell-only': { type: 'boolean', default: false },
  },
});
const withStories = !options['shell-only'];
const withShell = !options['no-shell'];

const staticDir = path.join(root, 'storybook-static');
if (withStories && (!options['no-build'] || !existsSync(path.join(staticDir, 'index.json')))) {
  console.log('Building Storybook (pnpm build-storybook)...');
  execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(options.out ?? path.join(root, '.visual', stamp));
const combos = options.combos.split(',').map((combo) => {
  const [theme, locale] = combo.split(':');
  return { theme, locale };
});
const filter = options.filter?.toLowerCase();
const stories = withStories
  ? listStories(staticDir, (story) => !filter || `${story.id} ${story.title}`.toLowerCase().includes(filter))
  : [];
if (withStories && stories.length === 0) {
  console.error('No story matches.');
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
const server = withStories ? await serveStatic(staticDir) : null;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
const shots = [];
const problems = [];
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
      shots.push({
        story: { title: shot.title, name: shot.name },
        combo: { theme: 'lite', locale: 'en' },
        file: shot.file,
      });
    }
    problems.push(...shell.problems);
  }
  if (withStories) {
    const context = await browser.newContext({
      viewport: { width: Number(options.width), height: Number(options.height) },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const renderStory = await openPreview(page, server.url);
    for (const story of stories) {
      for (const combo of combos) {
        const file = path.join(
          story.title.replace(/[^\w/-]+/g, '_'),
          `${story.name.replace(/[^\w-]+/g, '_')}.${combo.theme}.${combo.locale}.png`,
        );
        try {
          const result = await renderStory(story.id, combo);
          if (result.status !== 'success' || result.error) {
            problems.push(`${story.id} [${combo.theme}, ${combo.locale}]: ${result.error ?? result.status}`);
          }
        } catch (error) {
          problems.push(`${story.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await page.evaluate(() => document.fonts.ready);
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: 'disabled' });
        shots.push({ story, combo, file });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.close();
}

const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const byTitle = new Map();
for (const shot of shots) byTitle.set(shot.story.title, [...(byTitle.get(shot.story.title) ?? []), shot]);
const sections = [...byTitle]
  .map(
    ([title, group]) =>
      `<section><h2>${escape(title)}</h2>${group
        .map(
          (shot) =>
            `<figure><a href="${encodeURI(shot.file)}"><img loading="lazy" src="${encodeURI(shot.file)}" alt="${escape(
              `${title}: ${shot.story.name} (${shot.combo.theme}, ${shot.combo.locale})`,
            )}"></a><figcaption>${escape(shot.story.name)} · ${shot.combo.theme} · ${shot.combo.locale}</figcaption></figure>`,
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
<h1>Partner Portal: visual check (${shots.length} renders, ${escape(stamp)})</h1>
${sections}</html>\n`,
);

console.log(`Visual check: ${shots.length} PNGs of ${byTitle.size} components in ${outDir}`);
console.log(`Open ${path.join(outDir, 'index.html')} to review.`);
if (problems.length > 0) {
  console.error(`\n${problems.length} stories did not render cleanly:\n${problems.join('\n')}`);
  process.exit(1);
}
