import { storage } from '@partner-portal/api/storage';
import { act, render, screen } from '@testing-library/react';
import { AppProviders, usePreferences } from './providers.tsx';

// The build defines __APP_VERSION__; the unit project does not.
vi.mock('../config/env.ts', () => ({
  env: { apiBaseUrl: '/api', version: '1.3.1', partnerAppUrl: '', engineerAppUrl: '' },
}));

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
