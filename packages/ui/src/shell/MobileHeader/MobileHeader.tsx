import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { shellMessages } from '../shellMessages';
import { BarButton, Logo, MobileBar } from './MobileHeader.styles';

/** Props of {@link MobileHeader}. */
export interface MobileHeaderProps {
  /** Whether the navigation drawer is open (the toggle's `aria-expanded`). */
  isMenuOpen: boolean;
  /** Called when the menu toggle is pressed. */
  onMenuToggle: () => void;
  /** Id of the navigation drawer the toggle opens (`aria-controls`). */
  menuId: string;
  /** 'Logout' (the app clears storage and goes to /portals). */
  onLogout: () => void;
  /** Logo text of the home link. Default intl `ui.shell.productName`. */
  productName?: string;
  /** Target of the logo link. Default '/'. */
  homeHref?: string;
  /** For layout only. */
  className?: string;
}

/**
 * The header below 992 px (operations §2 "Mobile header", access §2 "User menu and sidebar
 * shell"): a menu toggle (named 'Menu', with `aria-expanded` and `aria-controls` pointing at the
 * navigation drawer), the logo linking home and 'Logout'.
 */
export function MobileHeader({
  isMenuOpen,
  onMenuToggle,
  menuId,
  onLogout,
  productName,
  homeHref = '/',
  className,
}: MobileHeaderProps) {
  const intl = useIntl();
  return (
    <MobileBar className={className}>
      <BarButton
        aria-label={intl.formatMessage(shellMessages.menuToggle)}
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onPress={onMenuToggle}
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
      </BarButton>
      <Logo href={homeHref}>{productName ?? intl.formatMessage(uiMessages.productName)}</Logo>
      <BarButton data-end onPress={onLogout}>
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11l3-3-3-3M13.5 8H6" />
        </svg>
        {intl.formatMessage(uiMessages.logout)}
      </BarButton>
    </MobileBar>
  );
}
