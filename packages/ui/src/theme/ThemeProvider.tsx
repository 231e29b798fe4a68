import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme, type ThemeType } from './theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** Theme type from the customizer or `?theme=` (operations-and-shared §2 "Shell"). Default `'lite'`. */
  themeType?: ThemeType;
  children?: ReactNode;
}

/**
 * Provides the design system theme: renders `GlobalStyle` (role variables for every theme type),
 * gives styled-components the `var(--pp-…)` theme, and sets `data-theme` on `<html>` so portalled
 * content (popovers, toasts) follows the theme too. Changing `themeType` only flips the attribute.
 */
export function ThemeProvider({ themeType = 'lite', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', themeType);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [themeType]);

  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
