import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { DEFAULT_COLOR_SCHEME, theme, type ColorScheme, type ThemeType } from './theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** Theme type from the customizer or `?theme=` (operations-and-shared §2 "Shell"). Default `'lite'`. */
  themeType?: ThemeType;
  /**
   * Colour scheme from the customizer (operations §2 "Shell": nine schemes). Default
   * `'light-purple'`. Sets `data-color-scheme` on `<html>`; only the accent variables change.
   */
  colorScheme?: ColorScheme;
  /**
   * Page-wide mode (default `true`, the portal's behaviour): renders `GlobalStyle` (variables on
   * `:root`, `*` box sizing, `body` font and colours) and sets `data-theme` / `data-color-scheme`
   * on `<html>`. With `false` it only provides the styled-components theme: the caller scopes the
   * variables (as `PartnerPortalProvider` does on its wrapper element).
   */
  global?: boolean;
  children?: ReactNode;
}

/** Sets an attribute on `<html>` while mounted and restores the previous value afterwards. */
function useRootAttribute(name: string, value: string, enabled: boolean) {
  useLayoutEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    const previous = root.getAttribute(name);
    root.setAttribute(name, value);
    return () => {
      if (previous === null) root.removeAttribute(name);
      else root.setAttribute(name, previous);
    };
  }, [name, value, enabled]);
}

/**
 * Provides the design system theme: renders `GlobalStyle` (role variables for every theme type),
 * gives styled-components the `var(--pp-…)` theme, and sets `data-theme` and `data-color-scheme` on `<html>` so portalled
 * content (popovers, toasts) follows the theme too. Changing `themeType` or `colorScheme` only flips an attribute.
 * For embedding in another app prefer `PartnerPortalProvider` (`@partner-portal/ui/provider`),
 * which scopes all of this to its own element.
 */
export function ThemeProvider({
  themeType = 'lite',
  colorScheme = DEFAULT_COLOR_SCHEME,
  global = true,
  children,
}: ThemeProviderProps) {
  useRootAttribute('data-theme', themeType, global);
  useRootAttribute('data-color-scheme', colorScheme, global);

  return (
    <StyledThemeProvider theme={theme}>
      {global && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
