import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { themeCss } from './GlobalStyle';
import {
  COLOR_SCHEMES,
  THEME_TYPES,
  colorSchemes,
  isColorScheme,
  schemeColors,
  cssVarName,
  flattenRoles,
  isThemeType,
  themeRoles,
  vars,
  type ColorScheme,
  type ThemeType,
} from './theme';
import { ThemeProvider } from './ThemeProvider';
import { breakpoints } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two opaque hex colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const combinations = THEME_TYPES.flatMap((type) => COLOR_SCHEMES.map((scheme) => [type, scheme] as const));

describe.each(combinations)(
  'theme %s with colour scheme %s meets WCAG 2.2 AA contrast',
  (type: ThemeType, scheme: ColorScheme) => {
    const c = schemeColors(type, scheme);
    const pageBackgrounds = { canvas: c.bg.canvas, surface: c.bg.surface, surfaceHover: c.bg.surfaceHover };

    it.each(Object.entries(pageBackgrounds))('text on bg.%s ≥ 4.5:1', (_name, bg) => {
      for (const fg of [c.fg.default, c.fg.muted, c.fg.accent, c.fg.danger])
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });

    it('text on filled buttons and tints ≥ 4.5:1', () => {
      for (const bg of [c.bg.accent, c.bg.accentHover, c.bg.accentPressed])
        expect(contrast(c.fg.onAccent, bg)).toBeGreaterThanOrEqual(4.5);
      for (const bg of [c.bg.danger, c.bg.dangerHover, c.bg.dangerPressed])
        expect(contrast(c.fg.onDanger, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.fg.accent, c.bg.accentSubtle)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.fg.accentHover, c.bg.accentSubtle)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.fg.default, c.bg.sunken)).toBeGreaterThanOrEqual(4.5);
    });

    it('disabled text ≥ 4.5:1 on disabled fields and on surfaces', () => {
      for (const bg of [c.bg.disabled, c.bg.surface, c.bg.canvas])
        expect(contrast(c.fg.disabled, bg)).toBeGreaterThanOrEqual(4.5);
    });

    it('status messages ≥ 4.5:1 and their icons ≥ 3:1', () => {
      for (const status of Object.values(c.status)) {
        expect(contrast(c.fg.default, status.bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(status.fg, status.bg)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('navigation text ≥ 4.5:1 and its focus ring ≥ 3:1', () => {
      for (const bg of [c.nav.bg, c.nav.hoverBg]) {
        expect(contrast(c.nav.fg, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.nav.fgMuted, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.nav.accent, bg)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(c.nav.focusRing, c.nav.bg)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.fg.onAccent, c.bg.accent)).toBeGreaterThanOrEqual(4.5);
    });

    it('control borders, invalid borders and the focus ring ≥ 3:1', () => {
      for (const bg of [c.bg.canvas, c.bg.surface]) {
        expect(contrast(c.border.default, bg)).toBeGreaterThanOrEqual(3);
        expect(contrast(c.border.invalid, bg)).toBeGreaterThanOrEqual(3);
        expect(contrast(c.focusRing, bg)).toBeGreaterThanOrEqual(3);
      }
    });
  },
);

describe('CSS variables', () => {
  it('names roles as --pp-kebab-case paths', () => {
    expect(cssVarName(['color', 'bg', 'surfaceHover'])).toBe('--pp-color-bg-surface-hover');
    expect(cssVarName(['space', '0.5'])).toBe('--pp-space-0_5');
    expect(vars.color.bg.surface).toBe('var(--pp-color-bg-surface)');
    expect(vars.space[4]).toBe('var(--pp-space-4)');
  });

  it('writes one block per theme type with every colour role', () => {
    const colourVars = flattenRoles({ color: themeRoles.lite.color as never }).map(([name]) => name);
    for (const type of THEME_TYPES) {
      expect(themeCss).toContain(`[data-theme='${type}']`);
    }
    const themeBlocks = themeCss.split('[data-color-scheme=')[0] ?? '';
    for (const name of colourVars) expect(themeBlocks.split(`${name}:`)).toHaveLength(THEME_TYPES.length + 1);
  });

  it('exposes the spec mobile breakpoint (992px)', () => {
    expect(breakpoints.mobile).toBe(992);
  });

  it('writes the accent roles of every colour scheme but the default for every theme type', () => {
    expect(COLOR_SCHEMES).toHaveLength(9);
    for (const scheme of COLOR_SCHEMES.filter((entry) => entry !== 'light-purple')) {
      for (const type of THEME_TYPES) {
        expect(themeCss).toContain(`[data-color-scheme='${scheme}'][data-theme='${type}']`);
      }
      expect(themeCss).toContain(`--pp-color-bg-accent: ${colorSchemes[scheme].light.accent};`);
      expect(themeCss).toContain(`--pp-color-bg-accent: ${colorSchemes[scheme].dark.accent};`);
    }
    expect(themeCss).not.toContain(`[data-color-scheme='light-purple']`);
  });

  it('keeps the theme type roles for light purple and changes only accents for other schemes', () => {
    expect(schemeColors('dark', 'light-purple')).toBe(themeRoles.dark.color);
    const red = schemeColors('semi-dark', 'red');
    expect(red.bg.accent).toBe(colorSchemes.red.light.accent);
    expect(red.nav.accent).toBe(colorSchemes.red.dark.accent);
    expect(red.bg.surface).toBe(themeRoles['semi-dark'].color.bg.surface);
    expect(isColorScheme('deep-orange')).toBe(true);
    expect(isColorScheme('green')).toBe(false);
  });

  it('recognises theme types', () => {
    expect(isThemeType('semi-dark')).toBe(true);
    expect(isThemeType('light')).toBe(false);
  });
});

describe('ThemeProvider', () => {
  it('sets data-theme on <html>, switches it and restores it on unmount', () => {
    const { rerender, unmount } = render(<ThemeProvider themeType="dark">content</ThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    rerender(<ThemeProvider themeType="semi-dark">content</ThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-theme', 'semi-dark');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('sets data-color-scheme on <html> and restores it on unmount', () => {
    const { rerender, unmount } = render(<ThemeProvider colorScheme="blue">content</ThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'blue');
    rerender(<ThemeProvider>content</ThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light-purple');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
  });

  it('renders the role variables for every theme type', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<ThemeProvider themeType="dark">x</ThemeProvider>));
      const css = sheet.getStyleTags();
      expect(css).toContain('--pp-color-bg-canvas');
      expect(css).toContain("[data-theme='dark']");
    } finally {
      sheet.seal();
    }
  });
});
