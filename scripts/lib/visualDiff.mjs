/**
 * Screenshot comparison and the HTML report of `pnpm visual` (issue 22 'Visual review with
 * baselines'): which stories and passes have a committed baseline (the baseline policy), the file
 * name of each screenshot, a pixel comparison of a screenshot with its baseline (pixelmatch), and a
 * report that shows every difference side by side (baseline, actual, diff).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The story passes: the theme and locale globals a story is rendered in. `lite:en` is the Vitest
 * story run's own globals; `lite:ar` (Arabic RTL) is the story sweep's (scripts/story-sweep.mjs).
 * Both check each render again in the Dark theme (.storybook/darkThemeCheck.ts: the same render with
 * `data-theme="dark"`, axe's colour rules), which covers Dark LTR and Dark RTL without rendering
 * them: a theme changes only the colour variables.
 */
export const VITEST_PASS = { theme: 'lite', locale: 'en' };
export const SWEEP_PASSES = [{ theme: 'lite', locale: 'ar' }];

/**
 * The passes `pnpm visual` photographs (rendered, not checked by a theme switch): Lite English,
 * Lite Arabic RTL and Dark Arabic RTL. Dark LTR adds no layout the Dark RTL pass does not show.
 */
export const VISUAL_PASSES = [VITEST_PASS, ...SWEEP_PASSES, { theme: 'dark', locale: 'ar' }];

/** Parses `lite:en,dark:ar` into passes. */
export function parsePasses(text) {
  return text
    .split(',')
    .map((combo) => combo.trim())
    .filter(Boolean)
    .map((combo) => {
      const [theme, locale] = combo.split(':');
      if (!theme || !locale) throw new Error(`Bad pass '${combo}': expected theme:locale, e.g. lite:en`);
      return { theme, locale };
    });
}

/**
 * Stories whose every pass has a committed baseline (the shell and its navigation, the role menus and a representative
 * set of screens: a sign-in form, list screens, a wizard, a dialog, a data table); every other
 * story has a baseline of the light/en pass only. An entry matches its title and the titles below it
 * (`Forms/Spares` matches `Forms/Spares/SpareList`).
 * Why: baselines of ~1000 stories in three passes would be far above the 60 MB budget (README
 * 'Visual review').
 */
export const ALL_PASS_TITLES = [
  'Portal/Menus',
  'UI/Shell/AppShell',
  'UI/Shell/SideNav',
  'UI/Shell/HorizontalNav',
  'UI/Shell/MobileHeader',
  'UI/Shell/PageHeader',
  'Forms/SignIn',
  'Forms/Tickets/TicketList',
  'Forms/Tickets/TicketDetail',
  'Forms/PartnerRegistration',
  'Forms/Spares',
  'UI/Data/Table',
  'UI/Overlays/Dialog',
];

/** Whether the baseline policy keeps a baseline of `story` in `pass`. */
export function hasBaselinePolicy(story, pass, allPassTitles = ALL_PASS_TITLES) {
  if (pass.theme === VITEST_PASS.theme && pass.locale === VITEST_PASS.locale) return true;
  return allPassTitles.some(
    (prefix) =>
      story.title === prefix || story.title.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** The screenshot's file name, relative to a baseline or output directory: `<story id>.<theme>.<locale>.png`. */
export function shotFile(story, pass) {
  return `${story.id.replace(/[^\w-]+/g, '_')}.${pass.theme}.${pass.locale}.png`;
}

/** Copies `source` into a transparent (magenta-marked) canvas of width x height. */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  // Area outside the smaller image is opaque magenta, so it always counts as a difference.
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

/**
 * Compares two PNGs pixel by pixel (pixelmatch, anti-aliased pixels ignored).
 * @param {Buffer} baseline PNG bytes of the committed baseline
 * @param {Buffer} actual PNG bytes of the new screenshot
 * @param {{ threshold?: number, maxDiffRatio?: number }} [options] `threshold`: pixelmatch's
 *   per-pixel colour distance (0..1, default 0.1); `maxDiffRatio`: the share of differing pixels
 *   (0..1) still counted as the same (default 0.001, i.e. 0.1 %)
 * @returns {{ same: boolean, sizeChanged: boolean, diffPixels: number, ratio: number,
 *   width: number, height: number, diff: Buffer | null }} `diff`: a PNG with the differing pixels
 *   in red over a faded baseline (null when same)
 */
export function comparePng(baseline, actual, { threshold = 0.1, maxDiffRatio = 0.001 } = {}) {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const sizeChanged = a.width !== b.width || a.height !== b.height;
  const diffPng = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diffPng.data,
    width,
    height,
    {
      threshold,
      alpha: 0.2,
    },
  );
  const ratio = width * height === 0 ? 0 : diffPixels / (width * height);
  const same = !sizeChanged && ratio <= maxDiffRatio;
  return { same, sizeChanged, diffPixels, ratio, width, height, diff: same ? null : PNG.sync.write(diffPng) };
}

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const STATUS_TEXT = {
  changed: 'Changed',
  new: 'New (no baseline)',
  missing: 'Baseline without a story',
  error: 'Could not render',
};

/**
 * The HTML report of a comparison run: one section per finding (changed, new, missing, error) with
 * the baseline, the actual screenshot and the diff side by side; a summary line on top.
 * @param {{ status: 'changed' | 'new' | 'missing' | 'error', title: string, name: string,
 *   pass: { theme: string, locale: string }, baseline?: string, actual?: string, diff?: string,
 *   ratio?: number, sizeChanged?: boolean, message?: string }[]} findings image paths relative
 *   to the report
 * @param {{ compared: number, same: number, stamp?: string }} summary
 * @returns {string} a self-contained HTML document (images by relative path)
 */
export function renderReport(findings, { compared, same, stamp = '' }) {
  const image = (src, label) =>
    src
      ? `<figure><figcaption>${label}</figcaption><a href="${encodeURI(src)}"><img src="${encodeURI(src)}" alt="${escape(label)}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
  const items = findings
    .map((finding) => {
      const pass = `${finding.pass.theme} · ${finding.pass.locale}`;
      const detail =
        finding.status === 'changed'
          ? `${(finding.ratio * 100).toFixed(2)} % of pixels differ${finding.sizeChanged ? ', size changed' : ''}`
          : (finding.message ?? '');
      return `<section class="${finding.status}"><h2>${escape(finding.title)}: ${escape(finding.name)} <small>(${escape(pass)})</small></h2>
<p><strong>${STATUS_TEXT[finding.status]}</strong>${detail ? ` · ${escape(detail)}` : ''}</p>
<div class="row">${image(finding.baseline, 'Baseline')}${image(finding.actual, 'Actual')}${image(finding.diff, 'Diff')}</div></section>`;
    })
    .join('\n');
  const counts = Object.keys(STATUS_TEXT)
    .map((status) => [status, findings.filter((finding) => finding.status === status).length])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${STATUS_TEXT[status].toLowerCase()}`);
  const summary = `${compared} screenshots compared, ${same} unchanged${counts.length ? `, ${counts.join(', ')}` : ''}.`;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Partner Portal: visual review</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}section{margin-block-end:2.5rem;border-block-start:1px solid #ccc}
.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1;min-width:0}img{max-width:100%;border:1px solid #999}
figcaption{font-weight:600;margin-block-end:.25rem}.none{color:#666}.changed h2{color:#a00}.new h2{color:#05a}</style>
<h1>Partner Portal: visual review ${escape(stamp)}</h1>
<p id="summary">${escape(summary)}</p>
${findings.length === 0 ? '<p>No differences.</p>' : items}
</html>\n`;
}
