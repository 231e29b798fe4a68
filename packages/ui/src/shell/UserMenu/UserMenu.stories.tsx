import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'UI/Shell/UserMenu',
  component: UserMenu,
  args: { userLabel: 'Asha Rao', onLogout: fn(), onSwitchPortal: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 160 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailOnly: Story = { args: { userLabel: 'jane.doe@example.com', onSwitchPortal: undefined } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Asha Rao' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const items = within(await page.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveTextContent('Switch Portal');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveTextContent('Logout');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onSwitchPortal).not.toHaveBeenCalled();
  },
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Rao' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
