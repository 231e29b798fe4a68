/**
 * `@partner-portal/ui/theme`: tokens, semantic roles, CSS variables and the theme provider.
 * @packageDocumentation
 */
export {
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
} from '../theme/tokens';
export {
  CSS_VAR_PREFIX,
  THEME_TYPES,
  cssVarName,
  flattenRoles,
  isThemeType,
  media,
  scaleRoles,
  theme,
  themeRoles,
  vars,
} from '../theme/theme';
export type {
  ColorRoles,
  PortalTheme,
  ScaleRoles,
  StatusColorRoles,
  ThemeRoles,
  ThemeType,
} from '../theme/theme';
export { GlobalStyle, themeCss } from '../theme/GlobalStyle';
export { ThemeProvider } from '../theme/ThemeProvider';
export type { ThemeProviderProps } from '../theme/ThemeProvider';
export { focusRing, visuallyHidden } from '../theme/focusRing';
