import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
import { storyText } from '../../test/storyText';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

const meta = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  decorators: [(Story) => <div style={{ minBlockSize: 320 }}>{Story()}</div>],
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">{storyText('Actions')}</Button>
      <Menu {...args}>
        <MenuSection title={storyText('Ticket')}>
          <MenuItem
            id="assign"
            icon={<Icon d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 14a5.5 5.5 0 0 1 11 0" />}
          >
            {storyText('Assign partner')}
          </MenuItem>
          <MenuItem id="reschedule" description={storyText('WhatsApp message')}>
            {storyText('Reschedule')}
          </MenuItem>
          <MenuItem id="archive" isDisabled>
            {storyText('Cancel ticket')}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title={storyText('Partner Details')}>
          <MenuItem id="profile" href="/partners/42">
            {storyText('My Profile')}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem
          id="delete"
          variant="danger"
          icon={<Icon d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.5 8.5h6l.5-8.5" />}
        >
          {storyText('Close ticket')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openWithKeyboard(canvasElement: HTMLElement, key = '{Enter}') {
  const trigger = within(canvasElement).getByRole('button', { name: storyText('Actions') });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard(key);
  const menu = await body(canvasElement).findByRole('menu', { name: storyText('Actions') });
  return { trigger, menu };
}

export const Closed: Story = {};

/** Open: sections with headers, separators, a disabled item, a link item and a danger item. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openWithKeyboard(canvasElement);
    await expect(within(menu).getAllByRole('group')).toHaveLength(2);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
  },
};

/** Keyboard: arrows skip the disabled item, Enter runs the action; focus returns to the button. */
export const KeyboardAction: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, menu } = await openWithKeyboard(canvasElement);
    const assign = within(menu).getByRole('menuitem', { name: storyText('Assign partner') });
    await waitFor(() => expect(assign).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: new RegExp(storyText('Reschedule')) }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: storyText('My Profile') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('reschedule');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: ArrowUp opens on the last item; Escape closes and focus returns. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, menu } = await openWithKeyboard(canvasElement, '{ArrowUp}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: storyText('Close ticket') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const OpenDark: Story = { globals: { theme: 'dark' }, play: Open.play };

export const OpenSemiDark: Story = { globals: { theme: 'semi-dark' }, play: Open.play };

/** Arabic: the popover aligns to the inline start (right) of the button. */
export const OpenArabic: Story = { globals: { locale: 'ar' }, play: Open.play };

/**
 * "Today", "This week", "This month" in the toolbar locale (Intl's relative time words, first letter
 * capitalised), so the selection story reads in the story's language.
 */
function periodName(globals: { locale?: unknown }, unit: 'day' | 'week' | 'month'): string {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, unit);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * Selection (as the shell's language picker): a `selectionMode="single"` menu checks the selected
 * item; `isCurrent` (as the horizontal navigation's dropdowns) marks the current page's item.
 */
export const Selection: Story = {
  render: (args, { globals }) => (
    <MenuTrigger>
      <Button variant="secondary">{storyText('Actions')}</Button>
      <Menu {...args} selectionMode="single" selectedKeys={['week']} disallowEmptySelection>
        <MenuItem id="day">{periodName(globals, 'day')}</MenuItem>
        <MenuItem id="week" isCurrent>
          {periodName(globals, 'week')}
        </MenuItem>
        <MenuItem id="month">{periodName(globals, 'month')}</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, globals }) => {
    const { menu } = await openWithKeyboard(canvasElement);
    const week = within(menu).getByRole('menuitemradio', { name: periodName(globals, 'week') });
    await expect(week).toHaveAttribute('aria-checked', 'true');
    await expect(week).toHaveAttribute('data-current', 'true');
  },
};

export const SelectionDark: Story = { ...Selection, globals: { theme: 'dark' } };
