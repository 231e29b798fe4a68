import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl as intl } from '../../test/storyIntl';
import { financeMenu, operationsMenu, operationsMenuArabic } from '../navFixtures';
import { storyText } from '../../test/storyText';
import { shellMessages } from '../shellMessages';
import { HorizontalNav } from './HorizontalNav';

const meta = {
  title: 'UI/Shell/HorizontalNav',
  component: HorizontalNav,
  parameters: { layout: 'fullscreen' },
  args: { groups: financeMenu, currentHref: '/payables', onNavigate: fn() },
} satisfies Meta<typeof HorizontalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: arrows move along the bar, ArrowDown opens a dropdown, Enter follows an item. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const group = canvas.getByRole('button', { name: 'Transactions' });
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu', { name: 'Transactions' });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(group).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'dashboard' }));
  },
};

export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transactions' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const NonProduction: Story = { args: { environment: 'staging' } };

export const SemiDark: Story = { ...DropdownOpen, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...DropdownOpen, globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The menu's labels are catalogue texts: the story shows them in Arabic.
    canvas.getByRole('link', { name: storyText('Verify KYC') }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: storyText('Invoice Request') })).toHaveFocus();
  },
};

/** Each bar entry's top edge: one value means the bar is one row. */
const rowsOf = (canvasElement: HTMLElement) =>
  new Set(
    Array.from(canvasElement.querySelectorAll('nav li')).map((entry) =>
      Math.round(entry.getBoundingClientRect().top),
    ),
  ).size;

/** Only top-level links: no dropdowns, no 'More'. */
export const FewItems: Story = {
  args: {
    groups: [{ id: 'top', items: financeMenu[0]!.items }],
    currentHref: '/invoice-request',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
  },
};

/**
 * A coordinator's menu: a landing link and six groups on one row at full width. The group holding
 * the current page is marked; in its dropdown the page's item has `aria-current`.
 */
export const ManyGroups: Story = {
  args: { groups: operationsMenu, currentHref: '/escalate-tasks' },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(rowsOf(canvasElement)).toBe(1));
    const tasks = canvas.getByRole('button', { name: 'Tasks' });
    await expect(tasks).toHaveAttribute('data-current');
    await expect(canvas.getByRole('button', { name: 'Tickets' })).not.toHaveAttribute('data-current');
    canvas.getByRole('link', { name: 'Coordinator Dashboard' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(tasks).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu', { name: 'Tasks' });
    await expect(within(menu).getByRole('menuitem', { name: 'Escalate Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tasks).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('menu', { name: 'Tasks' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'escalate-tasks' }));
  },
};

/**
 * A narrow bar: the groups that do not fit move into 'More' (groups as titled sections), which is
 * marked when it holds the current page; the bar stays one row.
 */
export const Overflow: Story = {
  args: { groups: operationsMenu, currentHref: '/chat' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const more = await canvas.findByRole('button', { name: 'More' });
    await expect(rowsOf(canvasElement)).toBe(1);
    await expect(more).toHaveAttribute('data-current');
    await expect(canvas.queryByRole('button', { name: 'Communication' })).not.toBeInTheDocument();
    canvas.getByRole('link', { name: 'Coordinator Dashboard' }).focus();
    await userEvent.keyboard('{End}');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu', { name: 'More' });
    await expect(within(menu).getByRole('group', { name: 'Communication' })).toBeInTheDocument();
    const chat = within(menu).getByRole('menuitem', { name: 'Chat' });
    await expect(chat).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await page.findByRole('menu', { name: 'More' });
    const last = within(reopened).getAllByRole('menuitem').at(-1)!;
    await waitFor(() => expect(last).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'notification-dashboard' }),
    );
  },
};

/** The narrow bar in Arabic: 'More' sits at the inline end (on the left) and the arrows mirror. */
export const OverflowArabic: Story = {
  ...Overflow,
  args: { groups: operationsMenuArabic, currentHref: '/chat' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const more = intl(context).formatMessage(shellMessages.moreNavigation);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const moreButton = await canvas.findByRole('button', { name: more });
    await expect(rowsOf(canvasElement)).toBe(1);
    const home = canvas.getByRole('link', { name: 'لوحة المنسق' });
    await expect(moreButton.getBoundingClientRect().left).toBeLessThan(home.getBoundingClientRect().left);
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(moreButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu', { name: more });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(moreButton).toHaveFocus());
  },
};

export const OverflowDark: Story = { ...Overflow, globals: { theme: 'dark' } };
