import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  comparePng,
  hasBaselinePolicy,
  parsePasses,
  renderReport,
  shotFile,
  SWEEP_PASSES,
  VISUAL_PASSES,
} from './visualDiff.mjs';

/** A width x height PNG filled with `rgb`, with `paint(x, y)` returning another colour where it wants. */
function png(width, height, rgb = [255, 255, 255], paint = () => null) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      image.data.set([...(paint(x, y) ?? rgb), 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

describe('comparePng', () => {
  it('finds identical images the same, with no diff image', () => {
    const result = comparePng(png(40, 30), png(40, 30));
    expect(result).toMatchObject({ same: true, sizeChanged: false, diffPixels: 0, ratio: 0, diff: null });
  });

  it('counts differing pixels and writes a diff PNG of the same size', () => {
    const changed = png(40, 30, [255, 255, 255], (x, y) => (x < 10 && y < 10 ? [0, 0, 0] : null));
    const result = comparePng(png(40, 30), changed);
    expect(result.same).toBe(false);
    expect(result.diffPixels).toBe(100);
    expect(result.ratio).toBeCloseTo(100 / 1200);
    const diff = PNG.sync.read(result.diff);
    expect([diff.width, diff.height]).toEqual([40, 30]);
  });

  it('tolerates a share of differing pixels up to maxDiffRatio', () => {
    const onePixel = png(100, 100, [255, 255, 255], (x, y) => (x === 5 && y === 5 ? [0, 0, 0] : null));
    expect(comparePng(png(100, 100), onePixel, { maxDiffRatio: 0.001 }).same).toBe(true);
    expect(comparePng(png(100, 100), onePixel, { maxDiffRatio: 0 }).same).toBe(false);
  });

  it('ignores colour changes below the per-pixel threshold', () => {
    const near = png(20, 20, [250, 250, 250]);
    expect(comparePng(png(20, 20), near, { threshold: 0.1, maxDiffRatio: 0 }).same).toBe(true);
    expect(comparePng(png(20, 20), png(20, 20, [120, 120, 120]), { maxDiffRatio: 0 }).same).toBe(false);
  });

  it('reports a size change as a difference, the extra area counted', () => {
    const result = comparePng(png(40, 30), png(40, 40));
    expect(result).toMatchObject({ same: false, sizeChanged: true, width: 40, height: 40, diffPixels: 400 });
  });
});

describe('renderReport', () => {
  const pass = { theme: 'dark', locale: 'ar' };
  it('shows baseline, actual and diff side by side for a change, with a summary', () => {
    const html = renderReport(
      [
        {
          status: 'changed',
          title: 'Forms/SignIn',
          name: 'Error <server>',
          pass,
          baseline: '../../visual-baselines/forms-signin--error.dark.ar.png',
          actual: 'actual/forms-signin--error.dark.ar.png',
          diff: 'diff/forms-signin--error.dark.ar.png',
          ratio: 0.0123,
          sizeChanged: false,
        },
        {
          status: 'new',
          title: 'Portal/Menus',
          name: 'Qa',
          pass,
          actual: 'actual/portal-menus--qa.dark.ar.png',
        },
      ],
      { compared: 10, same: 8 },
    );
    expect(html).toContain(
      '<figcaption>Baseline</figcaption><a href="../../visual-baselines/forms-signin--error.dark.ar.png">',
    );
    expect(html).toContain('src="actual/forms-signin--error.dark.ar.png"');
    expect(html).toContain('src="diff/forms-signin--error.dark.ar.png"');
    expect(html).toContain('1.23 % of pixels differ');
    expect(html).toContain('Error &#60;server&#62;');
    expect(html).toContain('10 screenshots compared, 8 unchanged, 1 changed, 1 new (no baseline).');
    expect(html).toContain('<figcaption>Baseline</figcaption><p class="none">none</p>');
  });

  it('says so when nothing differs', () => {
    expect(renderReport([], { compared: 3, same: 3 })).toContain('No differences.');
  });
});

describe('passes and baseline policy', () => {
  it('photographs light/en and the sweep RTL passes', () => {
    expect(VISUAL_PASSES).toEqual([
      { theme: 'lite', locale: 'en' },
      { theme: 'lite', locale: 'ar' },
      { theme: 'dark', locale: 'ar' },
    ]);
    expect(SWEEP_PASSES.every((p) => !(p.theme === 'lite' && p.locale === 'en'))).toBe(true);
  });

  it('keeps light/en for every story and every pass for the shell, menus and representative screens', () => {
    const rtl = { theme: 'dark', locale: 'ar' };
    expect(hasBaselinePolicy({ title: 'UI/Primitives/Button' }, { theme: 'lite', locale: 'en' })).toBe(true);
    expect(hasBaselinePolicy({ title: 'UI/Primitives/Button' }, rtl)).toBe(false);
    expect(hasBaselinePolicy({ title: 'Portal/Menus' }, rtl)).toBe(true);
    expect(hasBaselinePolicy({ title: 'UI/Shell/SideNav' }, rtl)).toBe(true);
    expect(hasBaselinePolicy({ title: 'Forms/SignInExtra' }, rtl)).toBe(false);
  });

  it('names files by story id and pass, and parses passes', () => {
    expect(shotFile({ id: 'portal-menus--finance-user' }, { theme: 'lite', locale: 'ar' })).toBe(
      'portal-menus--finance-user.lite.ar.png',
    );
    expect(parsePasses('lite:en, dark:ar')).toEqual([
      { theme: 'lite', locale: 'en' },
      { theme: 'dark', locale: 'ar' },
    ]);
    expect(() => parsePasses('lite')).toThrow(/theme:locale/);
  });
});
