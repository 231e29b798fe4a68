import type { Portal, Role } from '@partner-portal/api/roles';
import { AppShell, type NavGroup } from '@partner-portal/ui/shell';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import { expect, within } from 'storybook/test';
import type { MenuBadge } from '../config/menus/types.ts';
import type { PortalSession } from './access.ts';
import { menuFor, navigationVariantFor } from './menu.ts';

/**
 * The per-role menus of the portal (operations §2 'Sidebar menus'), generated from the menu tables
 * of config/menus through `menuFor`, shown in the ui AppShell as the signed-in shell shows them. One
 * story per role of packages/api ROLES (admin in both of its areas); each play function asserts the
 * menu's groups and links (in order, with their targets) against the table. The sidebar variant is
 * used for every role so that every entry is visible; the horizontal variant of the roles that use
 * it is shown by 'Horizontal'.
 */

/** Pending counts the badges show in these stories (the app fetches them). */
const BADGE_COUNTS: Record<MenuBadge, number> = { 'finance-task-count': 4, escalations: 7 };

const sessionOf = (role: Role, portal: Portal | null = null): PortalSession => ({
  signedIn: true,
  role,
  allRoles: [role],
  portal,
  uuid: '7f3c2a10-5b8e-4d21-9c64-2e1f0a9b7d35',
  partnerStatus: 'approved',
});

/** The AppShell's navGroups for a session: the menu table's groups and links, labels formatted. */
function navGroupsOf(intl: IntlShape, session: PortalSession): NavGroup[] {
  return menuFor(session).map((group) => ({
    id: group.id,
    ...(group.label ? { label: intl.formatMessage(group.label) } : {}),
    items: group.items.map((item) => ({
      id: item.id,
      label: intl.formatMessage(item.label),
      href: item.href,
      ...(item.badge ? { badge: BADGE_COUNTS[item.badge] } : {}),
    })),
  }));
}

interface RoleMenuProps {
  role: Role;
  /** The stored session portal (decides admin's area). */
  portal?: Portal;
  /** Force a navigation variant; default the sidebar. */
  navStyle?: 'vertical' | 'horizontal';
}

/** The signed-in shell of one role with its menu. */
function RoleMenu({ role, portal, navStyle = 'vertical' }: RoleMenuProps) {
  const intl = useIntl();
  const navGroups = navGroupsOf(intl, sessionOf(role, portal));
  return (
    <AppShell
      title={role}
      userLabel={`${role}@demo.test`}
      onLogout={() => undefined}
      navGroups={navGroups}
      currentHref={navGroups[0]?.items[0]?.href}
      navStyle={navStyle}
      version="1.3.1"
      year={2026}
    />
  );
}

const meta = {
  title: 'Portal/Menus',
  component: RoleMenu,
  parameters: { layout: 'fullscreen' },
  args: { role: 'admin' },
} satisfies Meta<typeof RoleMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's intl (its toolbar locale and the catalogue the preview loaded). */
function intlOf(context: StoryContext): IntlShape {
  const messages = (context.loaded as { messages?: Record<string, string> }).messages ?? {};
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : 'en';
  return createIntl({
    locale: locale === 'en-XA' ? 'en' : locale,
    defaultLocale: 'en',
    messages,
    onError: () => undefined,
  });
}

/** Asserts the sidebar shows exactly the role's menu: group buttons (expanded) and links in order. */
async function assertMenu(context: StoryContext) {
  const { role, portal } = context.args as unknown as RoleMenuProps;
  const groups = navGroupsOf(intlOf(context), sessionOf(role, portal));
  const nav = within(context.canvasElement).getByRole('navigation');
  for (const group of groups.filter((entry) => entry.label)) {
    await expect(within(nav).getByRole('button', { name: group.label })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const links = within(nav).queryAllByRole('link');
  const expected = groups.flatMap((group) => group.items);
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((item) => item.href));
  for (const [index, item] of expected.entries()) {
    await expect(links[index]!.textContent).toContain(item.label);
  }
  if (expected[0]) await expect(links[0]).toHaveAttribute('aria-current', 'page');
}

const roleStory = (role: Role, portal?: Portal): Story => ({
  args: { role, ...(portal ? { portal } : {}) },
  play: assertMenu,
});

/** Admin signed in to Project Management (the stored session portal 'pmt'). */
export const Admin = roleStory('admin', 'pmt');
/** Admin in Partner Management (any other stored portal). */
export const AdminPartnerNetwork = roleStory('admin', 'orion');
export const ProjectManager = roleStory('project_manager');
export const Coordinator = roleStory('coordinator');
export const Kci = roleStory('kci');
export const AuditorUser = roleStory('auditor_user');
export const FinanceUser = roleStory('finance_user');
export const AccountsUser = roleStory('accounts_user');
export const DataEntry = roleStory('data_entry');
export const ClientUser = roleStory('client_user');
export const ClientManager = roleStory('client_manager');
export const ClientAdmin = roleStory('client_admin');
export const ClientInvoicer = roleStory('client_invoicer');
export const Qc = roleStory('qc');
export const CustomerConnect = roleStory('customer_connect');
export const PayablePartnerUser = roleStory('payable_partner_user');
export const VerifyScheduler = roleStory('verify_scheduler');
export const Agent = roleStory('agent');
export const InternalAgent = roleStory('internal_agent');
export const Qa = roleStory('qa');
export const Partner = roleStory('partner');
export const PartnerEmployee = roleStory('partner_employee');

/** Finance user in the horizontal variant (the roles of config/menus/navigation.ts use it). */
export const Horizontal: Story = {
  args: { role: 'finance_user', navStyle: navigationVariantFor('finance_user') },
  play: async (context) => {
    const groups = navGroupsOf(intlOf(context), sessionOf('finance_user'));
    const nav = within(context.canvasElement).getByRole('navigation');
    // The bar shows what fits; the rest moves into 'More'. Every link shown is a menu entry, in order.
    const expected = groups.flatMap((group) => (group.label ? [] : group.items));
    const links = within(nav).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.slice(0, links.length).map((item) => item.href),
    );
    await expect(links[0]).toHaveAccessibleName(expected[0]!.label);
  },
};
