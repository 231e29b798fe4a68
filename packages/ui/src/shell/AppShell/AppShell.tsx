import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { Drawer } from '../../overlays/Drawer/Drawer';
import { Heading } from '../../primitives/Heading/Heading';
import { breakpoints } from '../../theme/tokens';
import { useMediaQuery } from '../../utils/useMediaQuery';
import { Footer } from '../Footer/Footer';
import { HorizontalNav } from '../HorizontalNav/HorizontalNav';
import { MobileHeader } from '../MobileHeader/MobileHeader';
import type { NavGroup, NavItem, NavStyle } from '../navigation';
import { PageHeader, type HeaderLayout, type PageHeaderProps } from '../PageHeader/PageHeader';
import { shellMessages } from '../shellMessages';
import { SideNav } from '../SideNav/SideNav';
import { UserMenu } from '../UserMenu/UserMenu';
import { DrawerExtras, Main, ShellBody, ShellRoot, Sidebar, SkipLink } from './AppShell.styles';

/** Header parts passed through to {@link PageHeader} (search, popovers, language picker, links, banner). */
export type AppShellHeaderOptions = Pick<
  PageHeaderProps,
  | 'onSearch'
  | 'notifications'
  | 'notificationCount'
  | 'messages'
  | 'messageCount'
  | 'locale'
  | 'onLocaleChange'
  | 'loginHref'
  | 'signUpHref'
  | 'showAnnouncement'
  | 'onDismissAnnouncement'
>;

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Page title, rendered as the page's single `h1` at the top of `main`. */
  title: ReactNode;
  /** Full name, or e-mail when no name exists; the user menu button's name. */
  userLabel: string;
  /** 'Logout' in the user menu and the mobile header. */
  onLogout: () => void;
  /** When given, the user menu shows 'Switch Portal' (users with any entry in all_roles). */
  onSwitchPortal?: () => void;
  /** Shows 'Security' in the user menu (issue 23). */
  onSecurity?: () => void;
  /** The menu for the role (the app's table): shown as the sidebar or the top bar, and in the drawer below 992 px. */
  navGroups?: readonly NavGroup[];
  /** Path of the current page (marks the active menu item). */
  currentHref?: string;
  /** `'vertical'` (sidebar, default) or `'horizontal'` (top bar). Below 992 px the menu is always a drawer. */
  navStyle?: NavStyle;
  /** Called when a menu link is activated. */
  onNavigate?: (item: NavItem) => void;
  /** Deployment environment; anything but `'production'` shows the non-production sidebar style. Default `'production'`. */
  environment?: string;
  /** Custom sidebar content instead of `navGroups` (vertical style only). */
  navigation?: ReactNode;
  /** Header layout: `'light'` (default) or `'dark'` (with the announcement banner). */
  headerLayout?: HeaderLayout;
  /** Optional header parts (search, notifications, messages, language picker, login/sign-up links, banner). */
  header?: AppShellHeaderOptions;
  /** Extra header controls before the user menu (e.g. the theme customizer); in the drawer below 992 px. */
  headerActions?: ReactNode;
  /** Product name / logo text of the home link. Default intl `ui.shell.productName`. */
  productName?: string;
  /** Target of the product link. Default '/'. */
  homeHref?: string;
  /** App version for the footer (operations §9: 1.3.1). */
  version: string;
  /** Copyright year for the footer. Default: current year. */
  year?: number;
  /** Page content. */
  children?: ReactNode;
}

const MAIN_ID = 'pp-main-content';

/** Matches widths below the spec's mobile breakpoint (992 px). */
export const MOBILE_QUERY = `(max-width: ${breakpoints.mobile - 0.02}px)`;

/**
 * The authenticated page frame (access §2 "User menu and sidebar shell", operations §2 "Shell",
 * "Sidebar menus", "Mobile header"): skip link; the page header in the light or dark layout with
 * the user menu; the menu as a collapsible sidebar (the header's menu icon toggles it) or as the
 * horizontal top bar; `main` with the `h1`; and the footer. Below 992 px the mobile header (menu
 * toggle, logo, Logout) replaces the header and the menu opens as a drawer from the inline-start
 * edge (Escape or the backdrop closes it; choosing a link closes it too).
 */
export function AppShell({
  title,
  userLabel,
  onLogout,
  onSwitchPortal,
  onSecurity,
  navGroups,
  currentHref,
  navStyle = 'vertical',
  onNavigate,
  environment = 'production',
  navigation,
  headerLayout = 'light',
  header,
  headerActions,
  productName,
  homeHref = '/',
  version,
  year,
  children,
}: AppShellProps) {
  const intl = useIntl();
  const mainRef = useRef<HTMLElement>(null);
  const sidebarId = useId();
  const drawerId = useId();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isSidebarExpanded, setSidebarExpanded] = useState(true);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const name = productName ?? intl.formatMessage(uiMessages.productName);
  const hasMenu = Boolean(navGroups && navGroups.length > 0);
  const hasSidebar = navStyle === 'vertical' && (hasMenu || Boolean(navigation));

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  const sideMenu = (close?: () => void) =>
    navGroups && navGroups.length > 0 ? (
      <SideNav
        groups={navGroups}
        currentHref={currentHref}
        environment={environment}
        onNavigate={(item) => {
          close?.();
          onNavigate?.(item);
        }}
      />
    ) : (
      navigation
    );

  const mobile = isMobile && (hasMenu || Boolean(navigation));

  return (
    <ShellRoot>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToMain}>
        {intl.formatMessage(uiMessages.skipToContent)}
      </SkipLink>
      {mobile ? (
        <>
          <MobileHeader
            isMenuOpen={isDrawerOpen}
            onMenuToggle={() => setDrawerOpen((open) => !open)}
            menuId={drawerId}
            onLogout={onLogout}
            productName={name}
            homeHref={homeHref}
          />
          <Drawer
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            id={drawerId}
            title={intl.formatMessage(shellMessages.mainNavigation)}
          >
            <DrawerExtras>
              <UserMenu
                userLabel={userLabel}
                onLogout={onLogout}
                onSwitchPortal={onSwitchPortal}
                onSecurity={onSecurity}
              />
              {headerActions}
            </DrawerExtras>
            {sideMenu(() => setDrawerOpen(false))}
          </Drawer>
        </>
      ) : (
        <>
          <PageHeader
            {...header}
            layout={headerLayout}
            productName={name}
            homeHref={homeHref}
            userLabel={userLabel}
            onLogout={onLogout}
            onSwitchPortal={onSwitchPortal}
            onSecurity={onSecurity}
            actions={headerActions}
            navigationToggle={
              hasSidebar
                ? {
                    isExpanded: isSidebarExpanded,
                    onToggle: () => setSidebarExpanded((expanded) => !expanded),
                    controls: sidebarId,
                  }
                : undefined
            }
          />
          {navStyle === 'horizontal' && navGroups && navGroups.length > 0 && (
            <HorizontalNav
              groups={navGroups}
              currentHref={currentHref}
              environment={environment}
              onNavigate={onNavigate}
            />
          )}
        </>
      )}
      <ShellBody>
        {!mobile && hasSidebar && isSidebarExpanded && <Sidebar id={sidebarId}>{sideMenu()}</Sidebar>}
        <Main id={MAIN_ID} ref={mainRef} tabIndex={-1}>
          <Heading level={1} size="xl">
            {title}
          </Heading>
          {children}
        </Main>
      </ShellBody>
      <Footer year={year} version={version} productName={name} />
    </ShellRoot>
  );
}
