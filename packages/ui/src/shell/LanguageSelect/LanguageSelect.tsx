import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, isLocale, type Locale } from '../../i18n/locales';
import { uiMessages } from '../../i18n/messages';
import { HiddenLabel, LanguageRoot, NativeSelect } from './LanguageSelect.styles';

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** The current interface language. */
  locale: Locale;
  /** Called with the chosen language (the app loads its catalogue; Arabic turns the page RTL). */
  onChange: (locale: Locale) => void;
  /** For layout only. */
  className?: string;
}

/**
 * The language picker of the public pages: the six interface languages, each in its own name, as
 * a native select (labelled 'Language', keyboard and screen-reader support built in, no script
 * weight on the first load). No flags: a native option holds only text, and flag emoji render as
 * empty boxes without an emoji font (Debian's Chromium); the signed-in header's `LanguagePicker`
 * is the flag list (SVG flags). Spec: access §1 (six languages), operations §2 'Shell'.
 */
export function LanguageSelect({ locale, onChange, className }: LanguageSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <LanguageRoot className={className}>
      <HiddenLabel htmlFor={id}>{intl.formatMessage(uiMessages.language)}</HiddenLabel>
      <NativeSelect
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((entry) => (
          <option key={entry.locale} value={entry.locale} lang={entry.locale}>
            {entry.name}
          </option>
        ))}
      </NativeSelect>
    </LanguageRoot>
  );
}
