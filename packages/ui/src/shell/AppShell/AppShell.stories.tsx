import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/Card/Card';
import { Text } from '../../primitives/Text/Text';
import { storyIntl } from '../../test/storyIntl';
import { financeMenu, financeMenuArabic } from '../navFixtures';
import { shellMessages } from '../shellMessages';
import { AppShell } from './AppShell';

const meta = {
  title: 'UI/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Dashboard',
    userLabel: 'Asha Rao',
    onLogout: fn(),
    version: '1.3.1',
    year: 2025,
    children: (
      <Card heading="Welcome" description="Your work area depends on your role.">
        <Text>Choose an item from the menu.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailAsLabel: Story = { args: { userLabel: 'jane.doe@example.com' } };

export const WithSwitchPortal: Story = {
  args: { onSwitchPortal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Asha Rao' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Switch Portal', 'Logout']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchPortal).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const LogoutOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Asha Rao' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MenuOpen: Story = {
  args: { onSwitchPortal: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Rao' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const WithNavigationSlot: Story = {
  args: {
    navigation: (
      <nav aria-label="Main menu" style={{ padding: 16 }}>
        <Text size="sm">Sidebar menus arrive in a later issue.</Text>
      </nav>
    ),
  },
};

export const SemiDark: Story = { ...WithNavigationSlot, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...WithNavigationSlot, globals: { theme: 'dark' } };

export const MenuOpenDark: Story = { ...MenuOpen, globals: { theme: 'dark' } };

export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'آشا راو' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
  globals: { locale: 'ar' },
  args: { title: 'لوحة التحكم', userLabel: 'آشا راو', onSwitchPortal: fn() },
};

/** The role menu as a sidebar; the header's menu icon collapses it (keyboard). */
export const Sidebar: Story = {
  args: { navGroups: financeMenu, currentHref: '/payables' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Payables' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SidebarNonProduction: Story = {
  args: { navGroups: financeMenu, currentHref: '/actions', environment: 'staging' },
};

export const SidebarSemiDark: Story = {
  args: { navGroups: financeMenu, currentHref: '/payables' },
  globals: { theme: 'semi-dark' },
};

export const SidebarDark: Story = {
  args: { navGroups: financeMenu, currentHref: '/payables', environment: 'staging' },
  globals: { theme: 'dark' },
};

/** The horizontal navigation variant: arrows move along the bar, ArrowDown opens a group. */
export const Horizontal: Story = {
  args: { navGroups: financeMenu, currentHref: '/payables', navStyle: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Partner Invoice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Partner Invoice' });
    await userEvent.keyboard('{Escape}');
  },
};

export const HorizontalSemiDark: Story = {
  args: { navGroups: financeMenu, currentHref: '/payables', navStyle: 'horizontal' },
  globals: { theme: 'semi-dark' },
};

/** The dark horizontal header with its banner, search, popovers and language picker. */
export const DarkHeader: Story = {
  args: {
    navGroups: financeMenu,
    currentHref: '/finance',
    navStyle: 'horizontal',
    headerLayout: 'dark',
    header: {
      onSearch: fn(),
      notifications: [{ id: 'n1', title: 'Ticket escalated', description: 'TK-1042' }],
      messages: [],
      locale: 'en',
      onLocaleChange: fn(),
    },
  },
};

/** Arabic data for the Arabic stories (the shell's own texts come from the Arabic catalogue). */
const arabicArgs = {
  title: 'لوحة التحكم',
  userLabel: 'آشا راو',
  children: (
    <Card heading="مرحبًا" description="تعتمد مساحة عملك على دورك.">
      <Text>اختر عنصرًا من القائمة.</Text>
    </Card>
  ),
};

export const DarkHeaderArabic: Story = {
  ...DarkHeader,
  args: {
    ...DarkHeader.args,
    ...arabicArgs,
    navGroups: financeMenuArabic,
    header: {
      ...DarkHeader.args?.header,
      notifications: [{ id: 'n1', title: 'تم تصعيد التذكرة', description: 'TK-1042' }],
      locale: 'ar',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    await expect(
      within(canvasElement).getByRole('button', {
        name: intl.formatMessage(shellMessages.languageCurrent, { language: 'العربية' }),
      }),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * Below 992 px: the mobile header's menu toggle opens the menu drawer (keyboard), Escape closes
 * it and focus returns to the toggle.
 */
export const Mobile: Story = {
  args: { navGroups: financeMenu, currentHref: '/actions', onSwitchPortal: fn() },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = await canvas.findByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Main menu' });
    await expect(toggle).toHaveAttribute('aria-controls', drawer.id);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(within(drawer).getByRole('link', { name: 'Actions 3 pending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileDrawerOpenSemiDark: Story = {
  args: { navGroups: financeMenu, currentHref: '/actions', environment: 'staging' },
  globals: { viewport: { value: 'mobile2' }, theme: 'semi-dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const MobileDrawerOpenDark: Story = {
  ...MobileDrawerOpenSemiDark,
  globals: { viewport: { value: 'mobile2' }, theme: 'dark' },
};

export const MobileArabic: Story = {
  ...Mobile,
  args: { ...Mobile.args, ...arabicArgs, navGroups: financeMenuArabic },
  globals: { viewport: { value: 'mobile2' }, locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = await within(canvasElement).findByRole('button', {
      name: intl.formatMessage(shellMessages.menuToggle),
    });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', {
      name: intl.formatMessage(shellMessages.mainNavigation),
    });
    await expect(within(drawer).getByRole('link', { name: /^الإجراءات/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};
