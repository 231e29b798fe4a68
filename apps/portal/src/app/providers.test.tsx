import { storage } from '@partner-portal/api/storage';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { usePreferences } from '../lib/preferences.ts';
import { AppProviders } from './providers.tsx';

function Probe() {
  const { appearance, changeAppearance } = usePreferences();
  return (
    <button
      type="button"
      onClick={() =>
        changeAppearance({ themeType: 'dark', colorScheme: 'deep-orange', navStyle: 'horizontal' })
      }
    >
      {`${appearance.themeType} ${appearance.colorScheme} ${appearance.navStyle ?? 'none'}`}
    </button>
  );
}

describe('AppProviders appearance', () => {
  it('applies the theme type and colour scheme to <html> and remembers changes', () => {
    render(
      <AppProviders
        initialLocale="en"
        initialMessages={{}}
        appearance={{ themeType: 'lite', colorScheme: 'blue', navStyle: null, layoutType: null }}
      >
        <Probe />
      </AppProviders>,
    );
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'blue');
    const button = screen.getByRole('button', { name: 'lite blue none' });
    act(() => button.click());
    expect(button).toHaveTextContent('dark deep-orange horizontal');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'deep-orange');
    expect(storage.get('theme')).toBe('dark');
    expect(storage.get('theme_color')).toBe('deep-orange');
    expect(storage.get('nav_style')).toBe('horizontal');
  });
});

describe('AppProviders locale', () => {
  it("turns the page right-to-left for Arabic ('ar') through the language switch, and back for English", async () => {
    const user = userEvent.setup();
    render(
      <AppProviders
        initialLocale="en"
        initialMessages={{}}
        appearance={{ themeType: 'lite', colorScheme: 'blue', navStyle: null, layoutType: null }}
      >
        <LocaleSwitch />
      </AppProviders>,
    );
    const root = document.documentElement;
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('lang', 'en');

    // Access §1: Arabic (ar) is one of the six interface languages; it reads right to left.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(root).toHaveAttribute('dir', 'rtl'));
    expect(root).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('combobox')).toHaveValue('ar');
    expect(storage.get('locale')).toBe('ar');

    await user.selectOptions(screen.getByRole('combobox'), 'en');
    await waitFor(() => expect(root).toHaveAttribute('dir', 'ltr'));
    expect(root).toHaveAttribute('lang', 'en');
    expect(storage.get('locale')).toBe('en');
  });
});
