import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Drawer } from '../../overlays/Drawer/Drawer';
import {
  COLOR_SCHEMES,
  THEME_TYPES,
  colorSchemes,
  isColorScheme,
  isThemeType,
  type ColorScheme,
  type ThemeType,
} from '../../theme/theme';
import { HeaderButton } from '../headerButton.styles';
import { NAV_STYLES, isNavStyle, type NavStyle } from '../navigation';
import { shellMessages } from '../shellMessages';
import { Group, GroupLabel, Option, Options, Sections, Swatch } from './ThemeCustomizer.styles';

/** The appearance the customizer edits. */
export interface ThemeSettings {
  /** Lite, Semi Dark or Dark. */
  themeType: ThemeType;
  /** One of the nine colour schemes. */
  colorScheme: ColorScheme;
  /** Sidebar (`'vertical'`) or top bar (`'horizontal'`) navigation. */
  navStyle: NavStyle;
}

/** Props of {@link ThemeCustomizer}. */
export interface ThemeCustomizerProps {
  /** The current settings (controlled: the app applies and remembers them). */
  value: ThemeSettings;
  /** Called with the whole new settings object whenever one option changes. */
  onChange: (next: ThemeSettings) => void;
  /** Whether to offer the navigation style choice. Default `true`. */
  showNavStyle?: boolean;
  /** Initially open (stories). */
  defaultOpen?: boolean;
}

const themeNames: Record<ThemeType, MessageDescriptor> = {
  lite: shellMessages.themeLite,
  'semi-dark': shellMessages.themeSemiDark,
  dark: shellMessages.themeDark,
};

const schemeNames: Record<ColorScheme, MessageDescriptor> = {
  'light-purple': shellMessages.schemeLightPurple,
  red: shellMessages.schemeRed,
  blue: shellMessages.schemeBlue,
  'dark-blue': shellMessages.schemeDarkBlue,
  orange: shellMessages.schemeOrange,
  'light-blue': shellMessages.schemeLightBlue,
  'deep-orange': shellMessages.schemeDeepOrange,
  'light-purple-1': shellMessages.schemeLightPurple1,
  'light-purple-2': shellMessages.schemeLightPurple2,
};

const navNames: Record<NavStyle, MessageDescriptor> = {
  vertical: shellMessages.navVertical,
  horizontal: shellMessages.navHorizontal,
};

/**
 * The theme customizer (operations §2 "Shell"): a header button ('Customize theme') opening a
 * drawer from the inline-end edge with three radio groups: theme (Lite, Semi Dark, Dark), the nine
 * colour schemes (light purple, red, blue, dark blue, orange, light blue, deep orange, light purple
 * 1 and 2, each with a swatch) and the navigation style (Vertical, Horizontal). Arrow keys move
 * within a group and choose; the change applies at once through `onChange` (CSS variables switch,
 * nothing re-renders the page). Persistence is the app's job.
 */
export function ThemeCustomizer({
  value,
  onChange,
  showNavStyle = true,
  defaultOpen = false,
}: ThemeCustomizerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <HeaderButton
        aria-label={intl.formatMessage(shellMessages.openCustomizer)}
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 2.5a7.5 7.5 0 1 0 0 15c1 0 1.5-.7 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 1.8-1.5H14a3.5 3.5 0 0 0 3.5-3.5c0-3.3-3.4-6-7.5-6z" />
          <circle cx="6.5" cy="9" r="1" />
          <circle cx="9" cy="6" r="1" />
          <circle cx="13" cy="6.5" r="1" />
        </svg>
      </HeaderButton>
      <Drawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        placement="end"
        size="md"
        title={intl.formatMessage(shellMessages.customizer)}
      >
        <Sections>
          <Group
            value={value.themeType}
            onChange={(next) => {
              if (isThemeType(next)) onChange({ ...value, themeType: next });
            }}
          >
            <GroupLabel>{intl.formatMessage(shellMessages.themeType)}</GroupLabel>
            <Options>
              {THEME_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {intl.formatMessage(themeNames[type])}
                </Option>
              ))}
            </Options>
          </Group>
          <Group
            value={value.colorScheme}
            onChange={(next) => {
              if (isColorScheme(next)) onChange({ ...value, colorScheme: next });
            }}
          >
            <GroupLabel>{intl.formatMessage(shellMessages.colorScheme)}</GroupLabel>
            <Options>
              {COLOR_SCHEMES.map((scheme) => (
                <Option key={scheme} value={scheme}>
                  <Swatch aria-hidden="true" style={{ background: colorSchemes[scheme].light.accent }} />
                  {intl.formatMessage(schemeNames[scheme])}
                </Option>
              ))}
            </Options>
          </Group>
          {showNavStyle && (
            <Group
              value={value.navStyle}
              onChange={(next) => {
                if (isNavStyle(next)) onChange({ ...value, navStyle: next });
              }}
            >
              <GroupLabel>{intl.formatMessage(shellMessages.navStyle)}</GroupLabel>
              <Options>
                {NAV_STYLES.map((style) => (
                  <Option key={style} value={style}>
                    {intl.formatMessage(navNames[style])}
                  </Option>
                ))}
              </Options>
            </Group>
          )}
        </Sections>
      </Drawer>
    </>
  );
}
