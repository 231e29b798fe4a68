import { LanguageSelect } from '@partner-portal/ui/shell';
import { usePreferences } from '../lib/preferences.ts';

/** The language picker wired to the app's locale (catalogue loaded on demand, choice remembered). */
export function LocaleSwitch() {
  const { locale, changeLocale } = usePreferences();
  return <LanguageSelect locale={locale} onChange={(next) => void changeLocale(next)} />;
}
