import { MenuTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { Avatar } from '../../data/Avatar';
import { Menu, MenuItem } from '../../overlays/Menu';
import { AvatarButton, DirectionalIcon, UserName } from './UserMenu.styles';

/** A 16 px stroked menu icon (decorative), mirrored in RTL. */
function MenuIcon({ path }: { path: string }) {
  return (
    <DirectionalIcon
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </DirectionalIcon>
  );
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The user's full name, or the e-mail when no name exists (access-identity-onboarding §2 "User menu"). */
  userLabel: string;
  /** Called by 'Logout' (the app clears storage, stops chat and goes to /portals). */
  onLogout: () => void;
  /** When given, the menu shows 'Switch Portal' first (only for users with any entry in all_roles). */
  onSwitchPortal?: () => void;
  /** When given, the menu shows 'Security' (passkeys and the authenticator app of staff, issue 23). */
  onSecurity?: () => void;
  /** For layout only. */
  className?: string;
}

/**
 * The avatar menu (react-aria `MenuTrigger` + the design system's `Menu`): a button showing initials and the user's
 * label (its accessible name; the label is visually hidden below 992px), opening 'Switch Portal'
 * and 'Logout'. Opens with Enter, Space or ArrowDown; arrows move, Escape closes.
 */
export function UserMenu({ userLabel, onLogout, onSwitchPortal, onSecurity, className }: UserMenuProps) {
  const intl = useIntl();
  return (
    <MenuTrigger>
      <AvatarButton className={className}>
        <Avatar name={userLabel} isDecorative />
        <UserName>{userLabel}</UserName>
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6l4 4 4-4" />
        </svg>
      </AvatarButton>
      <Menu placement="bottom end" offset={6} aria-label={intl.formatMessage(uiMessages.userMenu)}>
        {onSwitchPortal && (
          <MenuItem
            id="switch-portal"
            onAction={onSwitchPortal}
            icon={<MenuIcon path="M2.5 5.5h10l-3-3M13.5 10.5h-10l3 3" />}
          >
            {intl.formatMessage(uiMessages.switchPortal)}
          </MenuItem>
        )}
        {onSecurity && (
          <MenuItem
            id="security"
            onAction={onSecurity}
            icon={<MenuIcon path="M8 1.5l5 2v4c0 3.2-2.1 5.8-5 7-2.9-1.2-5-3.8-5-7v-4z" />}
          >
            {intl.formatMessage(uiMessages.security)}
          </MenuItem>
        )}
        <MenuItem
          id="logout"
          onAction={onLogout}
          icon={<MenuIcon path="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11l3-3-3-3M13.5 8H6" />}
        >
          {intl.formatMessage(uiMessages.logout)}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
