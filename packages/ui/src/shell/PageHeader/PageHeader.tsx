import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { HeaderButton } from '../headerButton.styles';
import { HeaderInbox, type InboxItem } from '../HeaderInbox/HeaderInbox';
import { HeaderSearch, type SearchCategory } from '../HeaderSearch/HeaderSearch';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';
import { shellMessages } from '../shellMessages';
import { UserMenu } from '../UserMenu/UserMenu';
import { Banner, Bar, DismissButton, End, HeaderRoot, Logo, SearchSlot, TextLink } from './PageHeader.styles';

/** The two page-header layouts of operations §2 "Shell": the default light one and the dark horizontal one. */
export type HeaderLayout = 'light' | 'dark';

/** The menu icon that collapses and expands the navigation. */
export interface NavigationToggle {
  /** Whether the navigation is shown (`aria-expanded`). */
  isExpanded: boolean;
  /** Called when the icon is pressed. */
  onToggle: () => void;
  /** Id of the navigation it shows and hides (`aria-controls`). */
  controls: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** `'light'` (default; follows the theme's navigation surface) or `'dark'` (always dark, with the announcement banner). */
  layout?: HeaderLayout;
  /** Logo text of the home link. Default intl `ui.shell.productName`. */
  productName?: string;
  /** Target of the logo link. Default '/'. */
  homeHref?: string;
  /** Menu icon that toggles the navigation (leave out when there is no collapsible navigation). */
  navigationToggle?: NavigationToggle;
  /** When given, shows the search box with its category selector and calls this on Enter. */
  onSearch?: (query: string, category: SearchCategory) => void;
  /** When given, shows the notifications popover (count defaults to the list's length). */
  notifications?: readonly InboxItem[];
  notificationCount?: number;
  /** When given, shows the messages popover. */
  messages?: readonly InboxItem[];
  messageCount?: number;
  /** With `onLocaleChange`, shows the flag language picker. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
  /** 'Login' link target (dark layout's public links; shown when given). */
  loginHref?: string;
  /** 'Sign Up' link target (shown when given). */
  signUpHref?: string;
  /** Show the announcement banner ('A new version will be released on December 25th. Stay tuned!'). Default: `true` in the dark layout, `false` in the light one. */
  showAnnouncement?: boolean;
  /** Called when the banner is dismissed (it then stays hidden while mounted; the app may remember it). */
  onDismissAnnouncement?: () => void;
  /** The user's name or e-mail; with `onLogout` shows the user menu. */
  userLabel?: string;
  onLogout?: () => void;
  /** Adds 'Switch Portal' to the user menu. */
  onSwitchPortal?: () => void;
  /** Shows 'Security' in the user menu (issue 23). */
  onSecurity?: () => void;
  /** Extra controls before the user menu. */
  actions?: ReactNode;
  /** For layout only. */
  className?: string;
}

/**
 * The page header (`banner` landmark) in one of the two layouts of operations §2 "Shell": the
 * light default, and the dark horizontal one with the dismissable announcement banner, login and
 * sign-up links, the logo linking to '/', the search box with its category selector, notification
 * and message popovers, the flag language picker and the user menu. Each part shows only when its
 * props are given, in either layout. The menu icon toggles the navigation (`aria-expanded`).
 */
export function PageHeader({
  layout = 'light',
  productName,
  homeHref = '/',
  navigationToggle,
  onSearch,
  notifications,
  notificationCount,
  messages,
  messageCount,
  locale,
  onLocaleChange,
  loginHref,
  signUpHref,
  showAnnouncement = layout === 'dark',
  onDismissAnnouncement,
  userLabel,
  onLogout,
  onSwitchPortal,
  onSecurity,
  actions,
  className,
}: PageHeaderProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  return (
    <HeaderRoot
      className={className}
      data-layout={layout}
      data-theme={layout === 'dark' ? 'dark' : undefined}
    >
      {showAnnouncement && !dismissed && (
        <Banner>
          <p>{intl.formatMessage(shellMessages.announcement)}</p>
          <DismissButton
            aria-label={intl.formatMessage(shellMessages.dismissAnnouncement)}
            onPress={() => {
              setDismissed(true);
              onDismissAnnouncement?.();
            }}
          >
            <svg
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </DismissButton>
        </Banner>
      )}
      <Bar>
        {navigationToggle && (
          <HeaderButton
            aria-label={intl.formatMessage(shellMessages.toggleNavigation)}
            aria-expanded={navigationToggle.isExpanded}
            aria-controls={navigationToggle.controls}
            onPress={navigationToggle.onToggle}
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </HeaderButton>
        )}
        <Logo href={homeHref}>{productName ?? intl.formatMessage(uiMessages.productName)}</Logo>
        {onSearch && (
          <SearchSlot>
            <HeaderSearch onSearch={onSearch} />
          </SearchSlot>
        )}
        <End>
          {loginHref && <TextLink href={loginHref}>{intl.formatMessage(shellMessages.login)}</TextLink>}
          {signUpHref && <TextLink href={signUpHref}>{intl.formatMessage(shellMessages.signUp)}</TextLink>}
          {notifications && (
            <HeaderInbox kind="notifications" items={notifications} count={notificationCount} />
          )}
          {messages && <HeaderInbox kind="messages" items={messages} count={messageCount} />}
          {locale && onLocaleChange && <LanguagePicker locale={locale} onChange={onLocaleChange} />}
          {actions}
          {userLabel !== undefined && onLogout && (
            <UserMenu
              userLabel={userLabel}
              onLogout={onLogout}
              onSwitchPortal={onSwitchPortal}
              onSecurity={onSecurity}
            />
          )}
        </End>
      </Bar>
    </HeaderRoot>
  );
}
