import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ignoreMissingTranslations } from '../i18n/intlErrors';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locales';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { ThemeType } from '../theme/theme';

/** Options of {@link renderUi}. */
export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  themeType?: ThemeType;
  /** The locale's catalogue (ICU strings by id); English defaults where one is missing. Default `{}`. */
  messages?: Record<string, string>;
}

/** Test providers: react-intl with English defaults, locale (react-aria, dir) and theme. */
export function UiTestProviders({
  locale = 'en',
  themeType = 'lite',
  messages = {},
  children,
}: {
  locale?: Locale;
  themeType?: ThemeType;
  messages?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={ignoreMissingTranslations}>
      <LocaleProvider locale={locale}>
        <ThemeProvider themeType={themeType}>{children}</ThemeProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}

/** Renders `ui` inside the design system's providers and returns Testing Library's result plus a `user`. */
export function renderUi(
  ui: ReactElement,
  { locale, themeType, messages, ...options }: RenderUiOptions = {},
) {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <UiTestProviders locale={locale} themeType={themeType} messages={messages}>
        {children}
      </UiTestProviders>
    ),
    ...options,
  });
  return { user, ...result };
}
