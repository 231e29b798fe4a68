import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { IntlProvider, RawIntlProvider, type IntlConfig, type IntlShape } from 'react-intl';
import { ToastProvider } from '../../feedback/Toast/Toast';
import type { ToastQueue } from '../../feedback/Toast/toastQueue';
import { ignoreMissingTranslations } from '../../i18n/intlErrors';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { DEFAULT_LOCALE, localeDirection, type Locale } from '../../i18n/locales';
import { GlobalStyle, SCOPE_ATTRIBUTE, ScopedStyles } from '../../theme/GlobalStyle';
import { DEFAULT_COLOR_SCHEME, type ColorScheme, type ThemeType } from '../../theme/theme';
import { ThemeProvider } from '../../theme/ThemeProvider';

/** Props of {@link PartnerPortalProvider}. */
export interface PartnerPortalProviderProps {
  /**
   * Interface language, one of the six of access-identity-onboarding §1 (`'en' | 'zh' | 'es' |
   * 'fr' | 'it' | 'ar'`). Default `'en'`. `'ar'` mirrors the layout (`dir="rtl"`); react-aria's
   * dates and numbers follow it.
   */
  locale?: Locale;
  /**
   * Translated messages, keyed by message id (the compiled catalogue of `locale`, e.g. the portal's
   * `locales/fr.json` compiled by `formatjs compile`). Default `{}`: every message shows its English
   * default. Missing ids fall back to English silently.
   */
  messages?: IntlConfig['messages'];
  /**
   * An intl object the app already created (`createIntl`), used instead of `locale`'s own
   * `IntlProvider`; `messages` is then ignored. The portal passes its own so non-React code can word
   * messages in the current language.
   */
  intl?: IntlShape;
  /** Theme type (operations §2 "Shell"): `'lite' | 'dark' | 'semi-dark'`. Default `'lite'`. */
  themeType?: ThemeType;
  /** Colour scheme (operations §2 "Shell": nine schemes). Default `'light-purple'`. */
  colorScheme?: ColorScheme;
  /** The toast queue to render; default a queue of the provider's own (`useToast()` pushes into it). */
  toastQueue?: ToastQueue;
  /**
   * Page-wide mode for an app the design system owns (the portal): writes `<GlobalStyles />`
   * (variables on `:root`, `*` box sizing, `body` font and colours) and sets `data-theme`,
   * `data-color-scheme`, `lang` and `dir` on `<html>`, with no wrapper element. Default `false`:
   * everything is scoped to the provider's own `<div data-pp-root>` and the host page is untouched.
   */
  global?: boolean;
  /** Class name of the wrapper element (scoped mode only). */
  className?: string;
  children?: ReactNode;
}

/**
 * The one provider the design system and the screens of `@partner-portal/forms` need: react-intl
 * (English defaults, optional `messages`), react-aria's locale (dates, numbers, RTL), the theme
 * (CSS variables of `themeType` and `colorScheme`) and toasts.
 *
 * By default it renders a wrapper `<div data-pp-root data-theme lang dir>` and scopes the variables
 * and base styles to it; popovers, dialogs and tooltips are portalled into a container inside the
 * wrapper so they are themed too. Nothing is written on the host's `html`, `body` or `*`. Pass
 * `global` when the design system owns the page. Works in server rendering (`react-dom/server`);
 * collect styled-components' CSS with its `ServerStyleSheet` as usual.
 *
 * @example
 * <PartnerPortalProvider locale="fr" messages={frMessages} themeType="dark">
 *   <SignInForm onSubmit={signIn} />
 * </PartnerPortalProvider>
 */
export function PartnerPortalProvider({
  locale = DEFAULT_LOCALE,
  messages = {},
  intl,
  themeType = 'lite',
  colorScheme = DEFAULT_COLOR_SCHEME,
  toastQueue,
  global = false,
  className,
  children,
}: PartnerPortalProviderProps) {
  const content = (
    <LocaleProvider locale={locale} global={global}>
      <ThemeProvider themeType={themeType} colorScheme={colorScheme} global={global}>
        {global ? (
          <ToastProvider queue={toastQueue}>{children}</ToastProvider>
        ) : (
          <ScopedRoot
            locale={locale}
            themeType={themeType}
            colorScheme={colorScheme}
            className={className}
            toastQueue={toastQueue}
          >
            {children}
          </ScopedRoot>
        )}
      </ThemeProvider>
    </LocaleProvider>
  );
  return intl ? (
    <RawIntlProvider value={intl}>{content}</RawIntlProvider>
  ) : (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={ignoreMissingTranslations}>
      {content}
    </IntlProvider>
  );
}

/** The scoped wrapper: styles on `[data-pp-root]`, and a portal container inside it. */
function ScopedRoot({
  locale,
  themeType,
  colorScheme,
  className,
  toastQueue,
  children,
}: {
  locale: Locale;
  themeType: ThemeType;
  colorScheme: ColorScheme;
  className?: string;
  toastQueue?: ToastQueue;
  children?: ReactNode;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => container, [container]);
  const scope = { [SCOPE_ATTRIBUTE]: '' };
  return (
    <div
      {...scope}
      data-theme={themeType}
      data-color-scheme={colorScheme}
      lang={locale}
      dir={localeDirection(locale)}
      className={className}
    >
      <ScopedStyles />
      <UNSAFE_PortalProvider getContainer={getContainer}>
        <ToastProvider queue={toastQueue}>{children}</ToastProvider>
      </UNSAFE_PortalProvider>
      <div ref={setContainer} data-pp-portals="" />
    </div>
  );
}

/**
 * Opt-in page-wide styles: role variables on `:root`, `*` box sizing and the `body` font and
 * colours. Render it once, inside a `PartnerPortalProvider`, when the design system owns the whole
 * page (or use `<PartnerPortalProvider global>`, which renders it).
 */
export function GlobalStyles() {
  return <GlobalStyle />;
}
