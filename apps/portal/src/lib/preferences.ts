import type { Locale } from '@partner-portal/ui/i18n';
import { createContext, useContext } from 'react';
import type { Appearance } from './appearance.ts';

/** What {@link usePreferences} returns. */
export interface Preferences {
  locale: Locale;
  /** Loads the locale's catalogue, remembers the choice and switches (Arabic turns the page RTL). */
  changeLocale: (locale: Locale) => Promise<void>;
  appearance: Appearance;
  /**
   * Applies and remembers appearance changes (e.g. from the theme customizer): theme type, colour
   * scheme (`theme_color`) and navigation style.
   */
  changeAppearance: (changes: Partial<Pick<Appearance, 'themeType' | 'colorScheme' | 'navStyle'>>) => void;
}

/** Provided by the app's providers (app/providers.tsx). */
export const PreferencesContext = createContext<Preferences | null>(null);

/** The interface language and appearance, with the locale switch. */
export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside AppProviders');
  return value;
}
