import { ignoreMissingTranslations, LocaleProvider, type Locale } from '@partner-portal/ui/i18n';
import { ThemeProvider, type ThemeType } from '@partner-portal/ui/theme';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { vi, type Mock } from 'vitest';

/** The mock `navigate` handed to react-aria's `RouterProvider`. */
export type NavigateMock = Mock<(path: string) => void>;

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Interface language. Default `'en'` (the English `defaultMessage`s). */
  locale?: Locale;
  /** Theme type. Default `'lite'`. */
  themeType?: ThemeType;
  /** Navigation spy for react-aria links (default: a fresh `vi.fn()`). */
  navigate?: NavigateMock;
  /** user-event's clock hook, e.g. `vi.advanceTimersByTime` while the test runs on fake timers. */
  advanceTimers?: (delay: number) => unknown;
}

/** The providers the app gives a screen: react-intl, react-aria locale, theme and router. */
export function Providers({
  locale,
  themeType,
  navigate,
  children,
}: {
  locale: Locale;
  themeType: ThemeType;
  navigate: NavigateMock;
  children?: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={ignoreMissingTranslations}>
      <LocaleProvider locale={locale}>
        <ThemeProvider themeType={themeType}>
          <RouterProvider navigate={navigate}>{children}</RouterProvider>
        </ThemeProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}

/**
 * Renders a screen inside react-intl (English), the ui theme and a react-aria `RouterProvider` whose
 * `navigate` is a mock, so links never leave the page. Returns Testing Library's result plus a
 * `user` (user-event) and the `navigate` mock.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'en',
    themeType = 'lite',
    navigate = vi.fn(),
    advanceTimers,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} themeType={themeType} navigate={navigate}>
        {children}
      </Providers>
    ),
    ...options,
  });
  return { user, navigate, ...result };
}
