import { MenuTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LOCALES, isLocale, type Locale } from '../../i18n/locales';
import { HeaderButton } from '../headerButton.styles';
import { shellMessages } from '../shellMessages';
import { FLAGS } from './flags';
import { Menu, MenuItem } from '../../overlays/Menu';
import { CurrentName, Flag } from './LanguagePicker.styles';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  /** The current interface language. */
  locale: Locale;
  /** Called with the chosen language (the app loads its catalogue; Arabic turns the page RTL). */
  onChange: (locale: Locale) => void;
  /** For layout only. */
  className?: string;
}

/**
 * The header's language picker (operations §2 "Shell": "The language changes when chosen from a
 * flag list"): a button showing the current language's flag and name (named 'Language: …'),
 * opening a menu of the six languages, each with its flag (decorative SVG) and its own name
 * (marked with its `lang`), in the design system's `Menu`. The current one is checked; Enter or a
 * press chooses.
 */
export function LanguagePicker({ locale, onChange, className }: LanguagePickerProps) {
  const intl = useIntl();
  const current = LOCALES.find((info) => info.locale === locale) ?? LOCALES[0];
  const CurrentFlag = FLAGS[current?.locale ?? 'en'];
  return (
    <MenuTrigger>
      <HeaderButton
        className={className}
        aria-label={intl.formatMessage(shellMessages.languageCurrent, { language: current?.name ?? '' })}
      >
        <Flag aria-hidden="true">
          <CurrentFlag />
        </Flag>
        <CurrentName lang={current?.locale}>{current?.name}</CurrentName>
      </HeaderButton>
      <Menu
        placement="bottom end"
        offset={6}
        aria-label={intl.formatMessage(shellMessages.language)}
        selectionMode="single"
        selectedKeys={[locale]}
        disallowEmptySelection
        onAction={(key) => {
          if (isLocale(key) && key !== locale) onChange(key);
        }}
      >
        {LOCALES.map((info) => {
          const ItemFlag = FLAGS[info.locale];
          return (
            <MenuItem
              key={info.locale}
              id={info.locale}
              textValue={info.name}
              lang={info.locale}
              icon={
                <Flag>
                  <ItemFlag />
                </Flag>
              }
            >
              {info.name}
            </MenuItem>
          );
        })}
      </Menu>
    </MenuTrigger>
  );
}
