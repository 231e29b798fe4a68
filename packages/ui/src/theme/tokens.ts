/**
 * Raw design tokens: the scales every semantic role in `theme.ts` is built from.
 *
 * Components never read these directly: they read the CSS variables that `GlobalStyle` writes from
 * the roles (`vars` in `theme.ts`). The scales are exported for documentation, for media queries
 * (CSS variables cannot be used there) and for tests such as the contrast check.
 *
 * @packageDocumentation
 */

/**
 * Colour palette in sRGB hex. Names are hue + lightness step (lower = lighter).
 * The primary hue is the "light purple" colour scheme, the first of the spec's nine schemes
 * (operations-and-shared §2 "Shell").
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  neutral: {
    25: '#fafafc',
    50: '#f5f5f9',
    100: '#eef0f4',
    200: '#e1e4ea',
    300: '#d6d9e0',
    500: '#767d8c',
    550: '#636a7a',
    600: '#525a6b',
    700: '#3b4252',
    800: '#2a2f3c',
    900: '#1f2330',
  },
  night: {
    950: '#0f1020',
    900: '#14161f',
    850: '#1d202b',
    800: '#252936',
    750: '#2e3342',
    700: '#3a3f50',
    500: '#8a91a3',
    400: '#a9afbd',
    100: '#e8eaf0',
  },
  purple: {
    50: '#f1efff',
    100: '#e4e0ff',
    300: '#b3a8ff',
    400: '#9d8cff',
    450: '#8b7bff',
    500: '#7a68f0',
    600: '#5b47d6',
    700: '#4f3fc4',
    800: '#3f31a3',
  },
  red: {
    50: '#fdeeee',
    300: '#ff8a8f',
    400: '#ff6b72',
    500: '#e5484d',
    600: '#c4262e',
    700: '#a51d24',
    900: '#3a1417',
  },
  green: { 50: '#ebf7ef', 300: '#6fd597', 600: '#1e7a3c', 700: '#17602f', 900: '#10291a' },
  amber: { 50: '#fff6e0', 300: '#f5c451', 600: '#8a5a00', 700: '#6e4800', 900: '#2f2410' },
  blue: { 50: '#ebf3fe', 300: '#8ab8ff', 600: '#1d5fb8', 700: '#184f99', 900: '#13233d' },
} as const;

/** Spacing scale in rem (1rem = 16px by default). Keys are multiples of 4px: `4` = 1rem = 16px. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

/** Corner radii (rem; `full` makes pills and circles). */
export const radii = {
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.625rem',
  xl: '1rem',
  full: '9999px',
} as const;

/**
 * Font stacks. System fonts only: nothing is downloaded (performance budget). The stack lists
 * Arabic and Chinese system faces so the six interface languages render without web fonts.
 */
export const fontFamilies = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Arabic', 'Geeza Pro', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Font sizes in rem: xs 12px, sm 14px, md 16px, lg 18px, xl 20px, 2xl 24px, 3xl 30px, 4xl 36px, 5xl 48px. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

/** Font weights (unitless CSS weights). */
export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Line heights (unitless multipliers). */
export const lineHeights = { tight: '1.25', normal: '1.5' } as const;

/** Box shadows for light surfaces and for dark surfaces (dark needs stronger, darker shadows). */
export const shadows = {
  light: {
    sm: '0 1px 2px rgb(31 35 48 / 0.08)',
    md: '0 4px 12px rgb(31 35 48 / 0.12)',
    lg: '0 12px 32px rgb(31 35 48 / 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
} as const;

/**
 * Viewport widths in px. `mobile` is the spec's mobile breakpoint (access-identity-onboarding §9,
 * operations-and-shared §9: "Mobile breakpoint: width 992"): below 992 px the sidebar becomes a
 * drawer and the mobile header is shown.
 */
export const breakpoints = { sm: 576, md: 768, mobile: 992, xl: 1200 } as const;

/** Stacking order (unitless z-index). */
export const zIndices = { header: '100', drawer: '200', popover: '300', toast: '400' } as const;

/** Animation durations in ms, written as CSS time values. */
export const durations = { fast: '120ms', normal: '200ms', spin: '800ms' } as const;
