import { LOCALES, isLocale, localeDirection } from './locales';
import { uiMessages } from './messages';

describe('LOCALES', () => {
  it('lists the six interface languages with their own names', () => {
    expect(LOCALES.map((l) => l.locale)).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
    expect(LOCALES.find((l) => l.locale === 'ar')).toMatchObject({ name: 'العربية', dir: 'rtl', flag: '🇸🇦' });
  });

  it('tells direction and validates locales', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('fr')).toBe('ltr');
    expect(isLocale('zh')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('prefixes every ui message id with ui. and gives an English default', () => {
    for (const message of Object.values(uiMessages)) {
      expect(message.id).toMatch(/^ui\./);
      expect(message.defaultMessage).toBeTruthy();
    }
  });
});
