import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { PartnerPortalProvider } from '@partner-portal/ui';
import { LiveAnnouncerSweeper } from '@partner-portal/ui/feedback';
import type { Locale } from '@partner-portal/ui/i18n';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlConfig } from 'react-intl';
import type { Appearance } from '../lib/appearance.ts';
import { PreferencesContext, type Preferences } from '../lib/preferences.ts';
import { loadCatalogue, type Catalogue } from '../lib/intl.ts';
import { createPortalApiClient, toastQueue } from '../lib/services.ts';

const intlCache = createIntlCache();

/** English defaults live in the descriptors, so a missing translation is expected, not an error. */
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  initialLocale: Locale;
  initialMessages: Catalogue;
  appearance: Appearance;
  children: ReactNode;
}

/**
 * Every provider of the app: the design system's one `PartnerPortalProvider` in page-wide mode
 * (`global`: intl with the app's own intl object, react-aria locale and `<html lang dir>`, theme
 * with `GlobalStyles` and `<html data-theme>`, toasts with their always-present live region), the
 * app's one `LiveAnnouncerSweeper` and the API client. SWR's configuration sits in the authenticated layout, the only place that caches
 * data so far, so the public first load does not fetch SWR.
 */
export function AppProviders({
  initialLocale,
  initialMessages,
  appearance: initialAppearance,
  children,
}: AppProvidersProps) {
  const [appearance, setAppearance] = useState(initialAppearance);
  const changeAppearance = useCallback<Preferences['changeAppearance']>((changes) => {
    if (changes.themeType) storage.set('theme', changes.themeType);
    if (changes.colorScheme) storage.set('theme_color', changes.colorScheme);
    if (changes.navStyle) storage.set('nav_style', changes.navStyle);
    setAppearance((current) => ({ ...current, ...changes }));
  }, []);
  const [{ locale, messages }, setLanguage] = useState({ locale: initialLocale, messages: initialMessages });
  const intl = useMemo(
    () => createIntl({ locale, messages, defaultLocale: 'en', onError: onIntlError }, intlCache),
    [locale, messages],
  );
  // The client words its shared error toasts in the language current when an error arrives.
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  const [apiClient] = useState(() => createPortalApiClient(() => intlRef.current));
  const changeLocale = useCallback(async (next: Locale) => {
    const nextMessages = await loadCatalogue(next);
    storage.set('locale', next);
    setLanguage({ locale: next, messages: nextMessages });
  }, []);
  const preferences = useMemo(
    () => ({ locale, changeLocale, appearance, changeAppearance }),
    [locale, changeLocale, appearance, changeAppearance],
  );
  return (
    <PartnerPortalProvider
      global
      intl={intl}
      locale={locale}
      themeType={appearance.themeType}
      colorScheme={appearance.colorScheme}
      toastQueue={toastQueue}
    >
      <LiveAnnouncerSweeper />
      <ApiProvider client={apiClient}>
        <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>
      </ApiProvider>
    </PartnerPortalProvider>
  );
}
