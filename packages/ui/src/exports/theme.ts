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
  COLOR_SCHEMES,
  CSS_VAR_PREFIX,
  DEFAULT_COLOR_SCHEME,
  THEME_TYPES,
  colorSchemes,
  isColorScheme,
  schemeColors,
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
  AccentSet,
  ColorRoles,
  ColorScheme,
  ColorSchemeColors,
  PortalTheme,
  ScaleRoles,
  StatusColorRoles,
  ThemeRoles,
  ThemeType,
} from '../theme/theme';
export {
  GlobalStyle,
  GlobalStyles,
  SCOPE_ATTRIBUTE,
  ScopedStyles,
  scopedThemeCss,
  themeCss,
} from '../theme/GlobalStyle';
export { ThemeProvider } from '../theme/ThemeProvider';
export type { ThemeProviderProps } from '../theme/ThemeProvider';
export { focusRing, visuallyHidden } from '../theme/focusRing';
