import { storage } from '@partner-portal/api/storage';
import {
  DEFAULT_COLOR_SCHEME,
  isColorScheme,
  isThemeType,
  type ColorScheme,
  type ThemeType,
} from '@partner-portal/ui/theme';

/** Appearance settings that URL parameters change (access §2, operations §2). */
export interface Appearance {
  themeType: ThemeType;
  /** The customizer's colour scheme (remembered as `theme_color`; no URL parameter in the spec). */
  colorScheme: ColorScheme;
  /** `nav-style` parameter: the navigation variant (used by the menus of a later issue). */
  navStyle: string | null;
  /** `layout-type` parameter: the layout variant. */
  layoutType: string | null;
}

/**
 * Reads `?theme=`, `?nav-style=` and `?layout-type=`, remembers valid values, and falls back to
 * the remembered ones (the colour scheme is only remembered). Invalid values are ignored.
 */
export function readAppearance(search: string = window.location.search): Appearance {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  if (isThemeType(theme)) storage.set('theme', theme);
  const navStyle = params.get('nav-style');
  if (navStyle) storage.set('nav_style', navStyle);
  const layoutType = params.get('layout-type');
  if (layoutType) storage.set('layout_type', layoutType);
  const stored = storage.get('theme');
  const storedColor = storage.get('theme_color');
  return {
    themeType: isThemeType(stored) ? stored : 'lite',
    colorScheme: isColorScheme(storedColor) ? storedColor : DEFAULT_COLOR_SCHEME,
    navStyle: storage.get('nav_style'),
    layoutType: storage.get('layout_type'),
  };
}
