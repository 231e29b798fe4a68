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
}

/** Test providers: react-intl with English defaults, locale (react-aria, dir) and theme. */
export function UiTestProviders({
  locale = 'en',
  themeType = 'lite',
  children,
}: {
  locale?: Locale;
  themeType?: ThemeType;
  children?: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={ignoreMissingTranslations}>
      <LocaleProvider locale={locale}>
        <ThemeProvider themeType={themeType}>{children}</ThemeProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}

/** Renders `ui` inside the design system's providers and returns Testing Library's result plus a `user`. */
export function renderUi(ui: ReactElement, { locale, themeType, ...options }: RenderUiOptions = {}) {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <UiTestProviders locale={locale} themeType={themeType}>
        {children}
      </UiTestProviders>
    ),
    ...options,
  });
  return { user, ...result };
}
