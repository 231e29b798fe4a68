import { swrConfig, useLoginUserInfo } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { UserInfoAlert } from '@partner-portal/forms/errors';
import { UpdatePrompt } from '@partner-portal/forms/update';
import { useToast } from '@partner-portal/ui/feedback';
import {
  AppShell,
  isNavStyle,
  ThemeCustomizer,
  type NavStyle,
  type SearchCategory,
} from '@partner-portal/ui/shell';
import { CALL_ROLES, type Role } from '@partner-portal/api/roles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { SWRConfig, useSWRConfig } from 'swr';
import { AttendanceAction } from '../components/AttendanceAction.tsx';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages, appMessagesWithValues } from '../lib/messages.ts';
import { usePreferences } from '../lib/preferences.ts';
import { useShellMenu } from '../lib/useShellMenu.ts';
import { useSignOut } from '../lib/useSignOut.ts';
import { useUpdateCheck } from '../lib/useUpdateCheck.ts';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { titleOf } from '../config/routeTitles.ts';
import { ROUTE_TABLE, ROUTES } from '../config/routes.ts';
import { decideAccess } from '../lib/access.ts';
import { decideSearch, searchMessages } from '../lib/headerSearch.ts';
import { navigationVariantFor } from '../lib/menu.ts';
import { hasSession, readPortalSession } from '../lib/session.ts';

/** The notification bell, loaded after the frame (it brings the ticket timeline's sentences). */
const NotificationsAction = lazy(() =>
  import('../components/NotificationsAction.tsx').then((module) => ({ default: module.NotificationsAction })),
);

/**
 * The announcement of operations §2 'Shell' ('A new version will be released on December 25th.
 * Stay tuned!'): once dismissed it stays hidden on this device (`dismissed_announcement`) until
 * the announcement changes.
 */
const ANNOUNCEMENT_ID = 'release-2026-12-25';

/** The message envelope (WhatsApp and internal chat conversations with unread messages), loaded after the frame. */
const MessagesAction = lazy(() =>
  import('../components/MessagesAction.tsx').then((module) => ({ default: module.MessagesAction })),
);

/** The main-layout routes, for the page title. */
const mainRoutes = ROUTES.filter((entry) => entry.layout === 'main');

/**
 * The authenticated layout: loads the logged-in user (a 401 clears storage and goes to /portals),
 * and frames the page in the shell with the user menu (full name or e-mail; 'Switch Portal' when
 * all_roles has entries; 'Logout'), the role's menu (`menuFor`, with badges; as a sidebar or a top
 * bar by the stored `nav_style` or the role's variant, a drawer below 992 px; the non-production
 * style outside production), the header's search (pages of the menu and the role's records, lib/headerSearch.ts) and
 * announcement banner (dismissed once per device), and the header actions: the notification bell (roles of `CALL_ROLES.notifications`), the message
 * envelope (WhatsApp conversations with unread messages, `CALL_ROLES.whatsappUsersList`), language,
 * theme customizer and 'Punch In/Out'.
 * The update check (operations §4) prompts to reload when a newer version is served. Each page inside it is guarded (app/router.tsx): for a visitor
 * the route table refuses (signed out, or another role) the layout renders no frame, so the page's
 * guard sends the visitor on without showing the refused page's title.
 * Spec: access §2 'User menu and sidebar shell', §4, §8; operations §2 'Sidebar menus'.
 */
export function AuthenticatedLayout() {
  return (
    <SWRConfig value={swrConfig}>
      <AuthenticatedFrame />
    </SWRConfig>
  );
}

function AuthenticatedFrame() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useSignOut();
  const { mutate } = useSWRConfig();
  const signedIn = hasSession();
  const { data, error, mutate: reloadUserInfo } = useLoginUserInfo(signedIn);
  const { appearance, changeAppearance } = usePreferences();
  const route = mainRoutes.find((entry) => matchPath(entry.path, location.pathname));
  const info = data;
  const partnerStatus = info?.status ?? null;
  const storedRole = storage.get('user_role');
  const storedPortal = storage.sessionPortal();
  const storedUuid = storage.get('uuid');
  const storedAllRoles = storage.get('all_roles').join(',');
  // Re-read when what the menu depends on changes (storage is not reactive).
  const session = useMemo(
    () => readPortalSession(partnerStatus),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [partnerStatus, signedIn, storedRole, storedPortal, storedUuid, storedAllRoles],
  );
  const { navGroups, onNavigate } = useShellMenu(session);
  const navStyle: NavStyle = isNavStyle(appearance.navStyle)
    ? appearance.navStyle
    : navigationVariantFor(session.role);
  const update = useUpdateCheck();
  const toast = useToast();
  const [announcementShown] = useState(() => storage.get('dismissed_announcement') !== ANNOUNCEMENT_ID);

  // Access §3 'Locally stored values after login': user_full_name, user_email_id and user_phone
  // come later, from the user info.
  useEffect(() => {
    if (!info) return;
    storage.set('user_full_name', info.fullName || null);
    storage.set('user_email_id', info.email || null);
    storage.set('user_phone', info.phone || null);
  }, [info]);

  useEffect(() => {
    if (error?.status === 401) {
      storage.clear();
      void mutate(() => true, undefined, { revalidate: false });
      void navigate(paths.portals, { replace: true });
    }
  }, [error, mutate, navigate]);

  if (!route || decideAccess(route, session).kind !== 'allow') return <Outlet />;

  const userLabel =
    info?.fullName || info?.email || storage.get('user_full_name') || storage.get('user_email_id') || '';
  const title = intl.formatMessage(titleOf(route.id));

  const switchPortal = () => {
    storage.remove('user_role');
    storage.setSessionPortal(null);
    void navigate(paths.interstitial);
  };

  const hasNotifications = (CALL_ROLES.notifications as readonly string[]).includes(session.role ?? '');
  const hasWhatsApp = (CALL_ROLES.whatsappUsersList as readonly string[]).includes(session.role ?? '');
  const hasChat =
    ROUTE_TABLE.chat.access.kind === 'roles' && ROUTE_TABLE.chat.access.roles.includes(session.role as Role);
  const hasMessages = hasWhatsApp || hasChat;
  const hasSecurity = (CALL_ROLES.passkeys as readonly string[]).includes(session.role ?? '');

  const search = (query: string, category: SearchCategory) => {
    const outcome = decideSearch(query, category, session.role, navGroups);
    if (outcome.kind === 'go') void navigate(outcome.href);
    else toast.show({ type: 'info', message: intl.formatMessage(searchMessages.noMatch, { query }) });
  };

  return (
    <AppShell
      title={title}
      userLabel={userLabel}
      onLogout={() => void logout()}
      onSwitchPortal={storage.get('all_roles').length > 0 ? switchPortal : undefined}
      onSecurity={hasSecurity ? () => void navigate(paths.security) : undefined}
      version={env.version}
      navGroups={navGroups}
      currentHref={location.pathname}
      navStyle={navStyle}
      onNavigate={onNavigate}
      environment={env.environment}
      header={{
        onSearch: search,
        showAnnouncement: announcementShown,
        onDismissAnnouncement: () => storage.set('dismissed_announcement', ANNOUNCEMENT_ID),
      }}
      headerActions={
        <>
          {hasNotifications && (
            <Suspense fallback={null}>
              <NotificationsAction />
            </Suspense>
          )}
          {hasMessages && (
            <Suspense fallback={null}>
              <MessagesAction whatsapp={hasWhatsApp} chat={hasChat} />
            </Suspense>
          )}
          <LocaleSwitch />
          <ThemeCustomizer
            value={{ themeType: appearance.themeType, colorScheme: appearance.colorScheme, navStyle }}
            onChange={(next) =>
              changeAppearance({
                themeType: next.themeType,
                colorScheme: next.colorScheme,
                // Only an explicit choice is remembered; otherwise the role's variant applies.
                ...(next.navStyle !== navStyle ? { navStyle: next.navStyle } : {}),
              })
            }
          />
          <AttendanceAction />
        </>
      }
    >
      <title>
        {intl.formatMessage(appMessagesWithValues.pageTitle, {
          page: title,
          product: intl.formatMessage(appMessages.productTitle),
        })}
      </title>
      {/* Access §8: a failed user info call (not a 401) is shown; the session and page stay. */}
      {error && error.status !== 401 && !info ? (
        <UserInfoAlert onRetry={() => void reloadUserInfo()} />
      ) : null}
      <Outlet />
      <UpdatePrompt {...update} />
    </AppShell>
  );
}
