import {
  breakpoints,
  durations,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/**
 * The three theme types of the spec's theme customizer (operations-and-shared §2 "Shell"):
 * Lite, Semi Dark (light content, dark navigation surfaces) and Dark.
 */
export type ThemeType = 'lite' | 'semi-dark' | 'dark';

/** Every theme type, in the order the customizer lists them. */
export const THEME_TYPES: readonly ThemeType[] = ['lite', 'semi-dark', 'dark'];

/** Returns true when `value` is one of {@link THEME_TYPES} (for reading `?theme=` from the URL). */
export function isThemeType(value: unknown): value is ThemeType {
  return typeof value === 'string' && (THEME_TYPES as readonly string[]).includes(value);
}

/** Colours of one status (error, warning, info, success) for alerts and toasts. */
export interface StatusColorRoles {
  /** Tinted background of the message. */
  bg: string;
  /** Text and icon colour on `bg` (at least 4.5:1 against it). */
  fg: string;
  /** Border / accent stripe (decorative). */
  border: string;
}

/** Semantic colour roles. Every text role has at least 4.5:1 and every UI role 3:1 against the backgrounds it is used on (WCAG 2.2 AA, checked in theme.test.ts). */
export interface ColorRoles {
  bg: {
    /** Page background behind cards. */
    canvas: string;
    /** Cards, fields, popovers, header. */
    surface: string;
    /** Hovered rows, menu items and quiet buttons on `surface`. */
    surfaceHover: string;
    /** Recessed areas (code, disabled fields). */
    sunken: string;
    /** Primary buttons, selected items. */
    accent: string;
    accentHover: string;
    accentPressed: string;
    /** Light accent tint (hovered secondary buttons, focused menu items). */
    accentSubtle: string;
    /** Danger buttons. */
    danger: string;
    dangerHover: string;
    dangerPressed: string;
    /** Disabled controls. */
    disabled: string;
  };
  fg: {
    /** Body text. */
    default: string;
    /** Secondary text (descriptions, captions). */
    muted: string;
    /** Links and secondary-button text. */
    accent: string;
    accentHover: string;
    /** Text on `bg.accent`. */
    onAccent: string;
    /** Error text (field errors). */
    danger: string;
    /** Text on `bg.danger`. */
    onDanger: string;
    /** Disabled text (exempt from contrast minimums, still kept readable). */
    disabled: string;
  };
  border: {
    /** Decorative dividers (no contrast requirement). */
    subtle: string;
    /** Field and control borders (3:1 against `bg.surface` and `bg.canvas`). */
    default: string;
    /** Border of invalid fields. */
    invalid: string;
  };
  status: {
    error: StatusColorRoles;
    warning: StatusColorRoles;
    info: StatusColorRoles;
    success: StatusColorRoles;
  };
  /** Navigation surfaces (header, sidebar, auth brand panel): dark in Semi Dark and Dark. */
  nav: {
    bg: string;
    fg: string;
    fgMuted: string;
    hoverBg: string;
    border: string;
    /** Accent text / active item marker on `nav.bg`. */
    accent: string;
    /** Focus ring on `nav.bg`. */
    focusRing: string;
  };
  /** Focus ring colour on `bg.canvas` and `bg.surface` (3:1 against both). */
  focusRing: string;
}

/** Roles that change with the theme type. */
export interface ThemeRoles {
  /** CSS `color-scheme` of the theme (native form controls and scrollbars follow it). */
  colorScheme: 'light' | 'dark';
  color: ColorRoles;
  shadow: { sm: string; md: string; lg: string };
}

/** Roles that are the same in every theme type (scales). */
export interface ScaleRoles {
  space: { [K in keyof typeof space]: string };
  radius: { [K in keyof typeof radii]: string };
  font: {
    family: { [K in keyof typeof fontFamilies]: string };
    size: { [K in keyof typeof fontSizes]: string };
    weight: { [K in keyof typeof fontWeights]: string };
    lineHeight: { [K in keyof typeof lineHeights]: string };
  };
  zIndex: { [K in keyof typeof zIndices]: string };
  duration: { [K in keyof typeof durations]: string };
  /** Focus ring geometry: width 2px, offset 2px. */
  focusRing: { width: string; offset: string };
}

/**
 * The styled-components theme (`DefaultTheme`): every role as a `var(--pp-…)` reference, so one
 * object serves all theme types and a theme change only switches the `data-theme` attribute.
 */
export interface PortalTheme extends ScaleRoles {
  colorScheme: string;
  color: ColorRoles;
  shadow: ThemeRoles['shadow'];
}

declare module 'styled-components' {
  // Interface merging is the documented way to type styled-components' theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}

const liteColors: ColorRoles = {
  bg: {
    canvas: palette.neutral[50],
    surface: palette.white,
    surfaceHover: palette.neutral[50],
    sunken: palette.neutral[100],
    accent: palette.purple[600],
    accentHover: palette.purple[700],
    accentPressed: palette.purple[800],
    accentSubtle: palette.purple[50],
    danger: palette.red[600],
    dangerHover: palette.red[700],
    dangerPressed: '#8a161c',
    disabled: palette.neutral[100],
  },
  fg: {
    default: palette.neutral[900],
    muted: palette.neutral[600],
    accent: palette.purple[600],
    accentHover: palette.purple[800],
    onAccent: palette.white,
    danger: palette.red[600],
    onDanger: palette.white,
    // Darker than the 500 step so disabled text stays legible (≥ 4.5:1 on bg.disabled): axe checks
    // text in transient disabled states, such as fields locked while a step submits.
    disabled: palette.neutral[550],
  },
  border: {
    subtle: palette.neutral[200],
    default: palette.neutral[500],
    invalid: palette.red[600],
  },
  status: {
    error: { bg: palette.red[50], fg: palette.red[700], border: palette.red[600] },
    warning: { bg: palette.amber[50], fg: palette.amber[700], border: palette.amber[600] },
    info: { bg: palette.blue[50], fg: palette.blue[700], border: palette.blue[600] },
    success: { bg: palette.green[50], fg: palette.green[700], border: palette.green[600] },
  },
  nav: {
    bg: palette.white,
    fg: palette.neutral[900],
    fgMuted: palette.neutral[600],
    hoverBg: palette.neutral[50],
    border: palette.neutral[200],
    accent: palette.purple[600],
    focusRing: palette.purple[600],
  },
  focusRing: palette.purple[600],
};

const darkNav: ColorRoles['nav'] = {
  bg: palette.night[850],
  fg: palette.night[100],
  fgMuted: palette.night[400],
  hoverBg: palette.night[800],
  border: palette.night[750],
  accent: palette.purple[300],
  focusRing: palette.purple[300],
};

const darkColors: ColorRoles = {
  bg: {
    canvas: palette.night[900],
    surface: palette.night[850],
    surfaceHover: palette.night[800],
    sunken: palette.night[950],
    accent: palette.purple[450],
    accentHover: palette.purple[400],
    accentPressed: palette.purple[300],
    accentSubtle: '#2b2752',
    danger: palette.red[400],
    dangerHover: palette.red[300],
    dangerPressed: '#ffa3a7',
    disabled: palette.night[800],
  },
  fg: {
    default: palette.night[100],
    muted: palette.night[400],
    accent: palette.purple[300],
    accentHover: palette.purple[100],
    onAccent: palette.night[950],
    danger: palette.red[300],
    onDanger: palette.night[950],
    disabled: palette.night[500],
  },
  border: {
    subtle: palette.night[750],
    default: palette.night[500],
    invalid: palette.red[300],
  },
  status: {
    error: { bg: palette.red[900], fg: '#ffb3b6', border: palette.red[400] },
    warning: { bg: palette.amber[900], fg: palette.amber[300], border: palette.amber[300] },
    info: { bg: palette.blue[900], fg: palette.blue[300], border: palette.blue[300] },
    success: { bg: palette.green[900], fg: palette.green[300], border: palette.green[300] },
  },
  nav: darkNav,
  focusRing: palette.purple[300],
};

/** Raw role values per theme type; `GlobalStyle` writes them as CSS variables. */
export const themeRoles: Record<ThemeType, ThemeRoles> = {
  lite: { colorScheme: 'light', color: liteColors, shadow: shadows.light },
  'semi-dark': { colorScheme: 'light', color: { ...liteColors, nav: darkNav }, shadow: shadows.light },
  dark: { colorScheme: 'dark', color: darkColors, shadow: shadows.dark },
};

/**
 * The nine colour schemes of the spec's theme customizer (operations §2 "Shell"), in its order:
 * light purple (the default), red, blue, dark blue, orange, light blue, deep orange, light purple 1
 * and light purple 2. A scheme only changes the accent roles (primary buttons, links, selected and
 * active items, focus ring); the theme type keeps deciding surfaces and text.
 */
export type ColorScheme =
  | 'light-purple'
  | 'red'
  | 'blue'
  | 'dark-blue'
  | 'orange'
  | 'light-blue'
  | 'deep-orange'
  | 'light-purple-1'
  | 'light-purple-2';

/** Every colour scheme, in the order the customizer lists them. */
export const COLOR_SCHEMES: readonly ColorScheme[] = [
  'light-purple',
  'red',
  'blue',
  'dark-blue',
  'orange',
  'light-blue',
  'deep-orange',
  'light-purple-1',
  'light-purple-2',
];

/** The default colour scheme (the palette's purple). */
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light-purple';

/** Returns true when `value` is one of {@link COLOR_SCHEMES} (for reading a stored preference). */
export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/**
 * The accent roles a colour scheme sets, for light surfaces (Lite, Semi Dark content) or dark ones
 * (Dark, Semi Dark navigation). `accent` is the filled colour (text on it: white on light, near
 * black on dark, ≥ 4.5:1), also used as link text; `hover`/`pressed` are its states; `subtle` is
 * the tint behind focused menu items.
 */
export interface AccentSet {
  accent: string;
  hover: string;
  pressed: string;
  subtle: string;
}

/** Accent colours of one scheme on light and on dark surfaces (sRGB hex). */
export interface ColorSchemeColors {
  light: AccentSet;
  dark: AccentSet;
}

/** Colours of each scheme. Light purple reuses the theme's own purple roles. */
export const colorSchemes: Record<ColorScheme, ColorSchemeColors> = {
  'light-purple': {
    light: {
      accent: palette.purple[600],
      hover: palette.purple[700],
      pressed: palette.purple[800],
      subtle: palette.purple[50],
    },
    dark: { accent: palette.purple[300], hover: palette.purple[100], pressed: '#f1efff', subtle: '#2b2752' },
  },
  red: {
    light: { accent: '#c62828', hover: '#b71c1c', pressed: '#8e1414', subtle: '#fdecec' },
    dark: { accent: '#ff8a80', hover: '#ffaba0', pressed: '#ffcdd2', subtle: '#3a1a1c' },
  },
  blue: {
    light: { accent: '#1565c0', hover: '#0d47a1', pressed: '#0a3880', subtle: '#e8f1fc' },
    dark: { accent: '#90caf9', hover: '#bbdefb', pressed: '#e3f2fd', subtle: '#16283d' },
  },
  'dark-blue': {
    light: { accent: '#283593', hover: '#1a237e', pressed: '#121858', subtle: '#e8eaf6' },
    dark: { accent: '#9fa8da', hover: '#c5cae9', pressed: '#e8eaf6', subtle: '#1e2347' },
  },
  orange: {
    light: { accent: '#b04a00', hover: '#963f00', pressed: '#7a3300', subtle: '#fff1e6' },
    dark: { accent: '#ffb74d', hover: '#ffcc80', pressed: '#ffe0b2', subtle: '#33240f' },
  },
  'light-blue': {
    light: { accent: '#0369a1', hover: '#075985', pressed: '#0c4a6e', subtle: '#e6f4fb' },
    dark: { accent: '#81d4fa', hover: '#b3e5fc', pressed: '#e1f5fe', subtle: '#0f2c3a' },
  },
  'deep-orange': {
    light: { accent: '#bf360c', hover: '#a52e0a', pressed: '#872507', subtle: '#fdede7' },
    dark: { accent: '#ff8a65', hover: '#ffab91', pressed: '#ffccbc', subtle: '#3a1c12' },
  },
  'light-purple-1': {
    light: { accent: '#7b1fa2', hover: '#6a1b9a', pressed: '#4a148c', subtle: '#f5e9f8' },
    dark: { accent: '#ce93d8', hover: '#e1bee7', pressed: '#f3e5f5', subtle: '#2f1a35' },
  },
  'light-purple-2': {
    light: { accent: '#6d28d9', hover: '#5b21b6', pressed: '#4c1d95', subtle: '#f1ebfd' },
    dark: { accent: '#b39ddb', hover: '#d1c4e9', pressed: '#ede7f6', subtle: '#251d3d' },
  },
};

/**
 * The colour roles of a theme type with a colour scheme applied. Light purple returns the theme
 * type's roles unchanged; other schemes replace the accent roles (content, and the navigation
 * accent: dark in Semi Dark and Dark).
 */
export function schemeColors(type: ThemeType, scheme: ColorScheme): ColorRoles {
  const base = themeRoles[type].color;
  if (scheme === DEFAULT_COLOR_SCHEME) return base;
  const { light, dark } = colorSchemes[scheme];
  const content = type === 'dark' ? dark : light;
  const nav = type === 'lite' ? light : dark;
  return {
    ...base,
    bg: {
      ...base.bg,
      accent: content.accent,
      accentHover: content.hover,
      accentPressed: content.pressed,
      accentSubtle: content.subtle,
    },
    fg: { ...base.fg, accent: content.accent, accentHover: content.pressed },
    nav: { ...base.nav, accent: nav.accent, focusRing: nav.accent },
    focusRing: content.accent,
  };
}

/** Raw values of the theme-independent roles. */
export const scaleRoles: ScaleRoles = {
  space,
  radius: radii,
  font: { family: fontFamilies, size: fontSizes, weight: fontWeights, lineHeight: lineHeights },
  zIndex: zIndices,
  duration: durations,
  focusRing: { width: '2px', offset: '2px' },
};

/** Prefix of every CSS variable the design system writes. */
export const CSS_VAR_PREFIX = '--pp';

const kebab = (key: string) => key.replace(/\./g, '_').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a role path, e.g. `['color', 'bg', 'surface']` → `--pp-color-bg-surface`. */
export function cssVarName(path: readonly string[]): string {
  return [CSS_VAR_PREFIX, ...path.map(kebab)].join('-');
}

type Tree = { readonly [key: string]: string | Tree };

/** Flattens a role tree into `[cssVarName, value]` pairs. */
export function flattenRoles(tree: Tree, path: string[] = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[cssVarName([...path, key]), value] as [string, string]]
      : flattenRoles(value, [...path, key]),
  );
}

function toVars<T extends Tree>(tree: T, path: string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'string' ? `var(${cssVarName([...path, key])})` : toVars(value, [...path, key]);
  }
  return out as T;
}

/**
 * Every role as a CSS variable reference (`vars.color.bg.surface` is `'var(--pp-color-bg-surface)'`).
 * Components interpolate these into static CSS; this object is also the styled-components theme.
 */
export const vars: PortalTheme = {
  ...toVars(scaleRoles as unknown as Tree, []),
  ...toVars({
    colorScheme: themeRoles.lite.colorScheme,
    color: themeRoles.lite.color,
    shadow: themeRoles.lite.shadow,
  } as unknown as Tree),
} as unknown as PortalTheme;

/** The styled-components theme object (same as {@link vars}). */
export const theme: PortalTheme = vars;

/**
 * Media queries built from `breakpoints` (CSS variables cannot be used in media queries).
 * `mobile` matches widths below 992 px (spec: "Mobile breakpoint: width 992").
 */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
