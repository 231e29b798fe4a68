import { storage } from '@partner-portal/api/storage';
import { describe, expect, it } from 'vitest';
import { readAppearance } from './appearance.ts';
import { initialLocale } from './intl.ts';

describe('appearance query parameters (access §2)', () => {
  it('applies and remembers ?theme=, ?nav-style= and ?layout-type=', () => {
    expect(readAppearance('?theme=dark&nav-style=horizontal&layout-type=boxed')).toEqual({
      themeType: 'dark',
      colorScheme: 'light-purple',
      navStyle: 'horizontal',
      layoutType: 'boxed',
    });
    expect(readAppearance('').themeType).toBe('dark');
  });

  it('reads the remembered colour scheme, ignoring unknown ones', () => {
    storage.set('theme_color', 'light-purple-2');
    expect(readAppearance('').colorScheme).toBe('light-purple-2');
    storage.set('theme_color', 'green');
    expect(readAppearance('').colorScheme).toBe('light-purple');
  });

  it('ignores an unknown theme', () => {
    expect(readAppearance('?theme=neon').themeType).toBe('lite');
    expect(storage.get('theme')).toBeNull();
  });
});

describe('initialLocale (access §1: six languages)', () => {
  it('prefers ?lang=, then the stored choice, else English', () => {
    window.history.replaceState(null, '', '/?lang=ar');
    expect(initialLocale('fr')).toBe('ar');
    window.history.replaceState(null, '', '/');
    expect(initialLocale('fr')).toBe('fr');
    expect(initialLocale('xx')).toBe('en');
  });
});
