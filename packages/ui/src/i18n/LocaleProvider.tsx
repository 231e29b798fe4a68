import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { localeDirection, type Locale } from './locales';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** Interface language (one of the six of access-identity-onboarding §1). */
  locale: Locale;
  children?: ReactNode;
}

/**
 * Tells react-aria the interface language (keyboard navigation, number and date formats follow it)
 * and sets `lang` and `dir` on `<html>` so the whole page, including portalled popovers and toasts,
 * mirrors for Arabic. Use inside react-intl's `IntlProvider`, which the app supplies with messages.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { lang: root.lang, dir: root.dir };
    root.lang = locale;
    root.dir = localeDirection(locale);
    return () => {
      root.lang = previous.lang;
      root.dir = previous.dir;
    };
  }, [locale]);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
