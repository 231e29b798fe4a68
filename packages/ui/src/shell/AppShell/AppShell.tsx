import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { Heading } from '../../primitives/Heading/Heading';
import { Footer } from '../Footer/Footer';
import { UserMenu } from '../UserMenu/UserMenu';
import {
  BrandLink,
  Header,
  HeaderEnd,
  Main,
  ShellBody,
  ShellRoot,
  Sidebar,
  SkipLink,
} from './AppShell.styles';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Page title, rendered as the page's single `h1` at the top of `main`. */
  title: ReactNode;
  /** Full name, or e-mail when no name exists; the user menu button's name. */
  userLabel: string;
  /** 'Logout' in the user menu. */
  onLogout: () => void;
  /** When given, the user menu shows 'Switch Portal' (users with any entry in all_roles). */
  onSwitchPortal?: () => void;
  /** Sidebar content (role-based menus, a later issue). Hidden below 992px until the drawer exists. */
  navigation?: ReactNode;
  /** Extra header controls before the user menu (language picker, notifications…). */
  headerActions?: ReactNode;
  /** Product name / logo text of the home link. Default intl `ui.shell.productName`. */
  productName?: string;
  /** Target of the product link. Default '/'. */
  homeHref?: string;
  /** App version for the footer (operations-and-shared §9: 1.3.1). */
  version: string;
  /** Copyright year for the footer. Default: current year. */
  year?: number;
  /** Page content. */
  children?: ReactNode;
}

const MAIN_ID = 'pp-main-content';

/**
 * The authenticated page frame (access-identity-onboarding §2 "User menu and sidebar shell",
 * operations-and-shared §2 "Shell"): skip link, header (`banner`) with the product link to '/' and
 * the user menu, optional sidebar, `main` with the `h1`, and the `Footer` (`contentinfo`).
 */
export function AppShell({
  title,
  userLabel,
  onLogout,
  onSwitchPortal,
  navigation,
  headerActions,
  productName,
  homeHref = '/',
  version,
  year,
  children,
}: AppShellProps) {
  const intl = useIntl();
  const mainRef = useRef<HTMLElement>(null);
  const name = productName ?? intl.formatMessage(uiMessages.productName);
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <ShellRoot>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToMain}>
        {intl.formatMessage(uiMessages.skipToContent)}
      </SkipLink>
      <Header>
        <BrandLink href={homeHref}>{name}</BrandLink>
        <HeaderEnd>
          {headerActions}
          <UserMenu userLabel={userLabel} onLogout={onLogout} onSwitchPortal={onSwitchPortal} />
        </HeaderEnd>
      </Header>
      <ShellBody>
        {navigation && <Sidebar>{navigation}</Sidebar>}
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
