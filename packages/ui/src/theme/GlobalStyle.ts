import { createGlobalStyle } from 'styled-components';
import {
  COLOR_SCHEMES,
  DEFAULT_COLOR_SCHEME,
  THEME_TYPES,
  flattenRoles,
  scaleRoles,
  schemeColors,
  themeRoles,
  vars,
  type ColorScheme,
  type ThemeType,
} from './theme';

const declarations = (pairs: Array<[string, string]>) =>
  pairs.map(([name, value]) => `${name}: ${value};`).join('\n');

function themeBlock(type: ThemeType, root: string): string {
  const roles = themeRoles[type];
  const selector = type === 'lite' ? `${root}, [data-theme='lite']` : `[data-theme='${type}']`;
  return `${selector} {
  color-scheme: ${roles.colorScheme};
  ${declarations(flattenRoles({ colorScheme: roles.colorScheme, color: roles.color as never, shadow: roles.shadow }))}
}`;
}

/** The accent variables of one colour scheme on one theme type (only the roles a scheme changes). */
function schemeBlock(scheme: ColorScheme, type: ThemeType): string {
  const c = schemeColors(type, scheme);
  const changed = {
    bg: {
      accent: c.bg.accent,
      accentHover: c.bg.accentHover,
      accentPressed: c.bg.accentPressed,
      accentSubtle: c.bg.accentSubtle,
    },
    fg: { accent: c.fg.accent, accentHover: c.fg.accentHover },
    nav: { accent: c.nav.accent, focusRing: c.nav.focusRing },
    focusRing: c.focusRing,
  };
  const on = `[data-color-scheme='${scheme}']`;
  const theme =
    type === 'lite'
      ? [`${on}:not([data-theme])`, `${on}[data-theme='lite']`]
      : [`${on}[data-theme='${type}']`];
  const selectors = [...theme, `${on} [data-theme='${type}']`];
  return `${selectors.join(', ')} {
  ${declarations(flattenRoles({ color: changed }))}
}`;
}

/** The role CSS with the theme-independent scales and the Lite default on `root`. */
function buildThemeCss(root: string): string {
  return `${root} {
  ${declarations(flattenRoles(scaleRoles as never))}
}
${THEME_TYPES.map((type) => themeBlock(type, root)).join('\n')}
${COLOR_SCHEMES.filter((scheme) => scheme !== DEFAULT_COLOR_SCHEME)
  .flatMap((scheme) => THEME_TYPES.map((type) => schemeBlock(scheme, type)))
  .join('\n')}`;
}

/**
 * The role CSS, computed once at module load: theme-independent scales on `:root`, then one block
 * per theme type selected by `data-theme` (Lite is also the default without the attribute), then the
 * accent roles of each colour scheme selected by `data-color-scheme` (operations §2 "Shell": nine
 * colour schemes) on the same element or an ancestor. Any element can carry `data-theme`;
 * descendants inherit its variables.
 */
export const themeCss = buildThemeCss(':root');

/**
 * The attribute that marks a scoped design-system root: the wrapper element of
 * `PartnerPortalProvider` (without `global`) and the container its popovers, dialogs and toasts
 * are portalled into. {@link ScopedStyles} writes the role variables and base styles on it only.
 */
export const SCOPE_ATTRIBUTE = 'data-pp-root';

const scope = `[${SCOPE_ATTRIBUTE}]`;

/**
 * The role CSS of {@link themeCss} with the scales and the Lite default on `[data-pp-root]`
 * instead of `:root`: nothing is written on the host page's `<html>`.
 */
export const scopedThemeCss = buildThemeCss(scope);

/**
 * Scoped styles: the role variables, box sizing and base font and colours on the elements marked
 * `data-pp-root` (and their descendants) only. The host page's `html`, `body` and `*` are untouched.
 * Rendered by `PartnerPortalProvider` unless `global` is set.
 */
export const ScopedStyles = createGlobalStyle`
  ${scopedThemeCss}

  ${scope}, ${scope} *, ${scope} *::before, ${scope} *::after { box-sizing: border-box; }

  ${scope} {
    font-family: ${vars.font.family.sans};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    color: ${vars.color.fg.default};
    background: ${vars.color.bg.canvas};
    -webkit-font-smoothing: antialiased;
  }

  ${scope} [data-theme] { color: ${vars.color.fg.default}; }

  @media (prefers-reduced-motion: reduce) {
    ${scope} *, ${scope} *::before, ${scope} *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * Global styles: the role variables for all three theme types (written once; switching theme only
 * changes the `data-theme` attribute), box sizing, and the page's base font and colours.
 * Rendered by `ThemeProvider` and by `PartnerPortalProvider global`; otherwise opt in with
 * `<GlobalStyles />` when the design system owns the whole page.
 */
export const GlobalStyle = createGlobalStyle`
  ${themeCss}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${vars.font.family.sans};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    color: ${vars.color.fg.default};
    background: ${vars.color.bg.canvas};
    -webkit-font-smoothing: antialiased;
  }

  [data-theme] { color: ${vars.color.fg.default}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * Opt-in page-wide styles (the same component as {@link GlobalStyle}): role variables on `:root`,
 * `*` box sizing and the `body` font and colours. Render it once when the design system owns the
 * whole page; `PartnerPortalProvider` without `global` does not write them.
 */
export const GlobalStyles = GlobalStyle;
