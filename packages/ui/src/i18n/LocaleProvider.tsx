import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { localeDirection, type Locale } from './locales';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** Interface language (one of the six of access-identity-onboarding §1). */
  locale: Locale;
  /**
   * Set `lang` and `dir` on `<html>` (default `true`, the portal's behaviour). With `false` only
   * react-aria learns the locale; the caller sets `lang`/`dir` on its own element
   * (`PartnerPortalProvider` does, on its wrapper).
   */
  global?: boolean;
  children?: ReactNode;
}

/**
 * Tells react-aria the interface language (keyboard navigation, number and date formats follow it)
 * and sets `lang` and `dir` on `<html>` so the whole page, including portalled popovers and toasts,
 * mirrors for Arabic. Use inside react-intl's `IntlProvider`, which the app supplies with messages.
 */
export function LocaleProvider({ locale, global = true, children }: LocaleProviderProps) {
  useLayoutEffect(() => {
    if (!global) return;
    const root = document.documentElement;
    const previous = { lang: root.lang, dir: root.dir };
    root.lang = locale;
    root.dir = localeDirection(locale);
    return () => {
      root.lang = previous.lang;
      root.dir = previous.dir;
    };
  }, [locale, global]);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
