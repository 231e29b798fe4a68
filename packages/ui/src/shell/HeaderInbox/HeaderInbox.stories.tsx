import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderInbox } from './HeaderInbox';

const items = [
  { id: '1', title: 'Ticket escalated', description: 'TK-1042 needs attention', time: '12-03-2025 10:15 AM' },
  { id: '2', title: 'Invoice approved', description: 'INV-88 was approved', time: '11-03-2025 04:30 PM' },
];

const meta = {
  title: 'UI/Shell/HeaderInbox',
  component: HeaderInbox,
  parameters: { layout: 'centered' },
  args: { kind: 'notifications', items },
} satisfies Meta<typeof HeaderInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {};

/** Keyboard: Enter opens the list, Escape closes it and focus returns. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 2 new' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await within(canvasElement.ownerDocument.body).findByRole('dialog');
};

export const MessagesOpen: Story = { args: { kind: 'messages' }, play: open };

export const EmptyNotifications: Story = { args: { items: [] }, play: open };

export const EmptyMessages: Story = { args: { kind: 'messages', items: [] }, play: open };

export const Dark: Story = { play: open, globals: { theme: 'dark' } };

export const SemiDark: Story = { play: open, globals: { theme: 'semi-dark' } };

export const Arabic: Story = { play: open, globals: { locale: 'ar' } };

/** Entries that lead somewhere, the newest unread (the portal's ticket notifications). */
export const LinkedUnread: Story = {
  args: {
    count: 1,
    items: [
      {
        id: '1',
        title: 'TKT-300001',
        description: 'Priya Kulkarni escalated the ticket',
        time: '25 Nov, 10:15',
        href: '#ticket-1',
        unread: true,
      },
      {
        id: '2',
        title: 'TKT-300002',
        description: 'Customer submitted feedback',
        time: '24 Nov, 16:30',
        href: '#ticket-2',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 1 new' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'TKT-300001' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  args: { items: [], errorText: 'Notifications could not be loaded. They will be tried again shortly.' },
  play: open,
};

/** The message envelope with an internal chat conversation and a WhatsApp one, both unread (issue 20). */
export const MessagesWithInternalChat: Story = {
  args: {
    kind: 'messages',
    count: 3,
    items: [
      {
        id: 'chat:u-9@chat.test',
        title: 'Arjun Mehta',
        description: 'Internal chat · Can you take TKT-300007 today?',
        time: '25 Nov, 14:30',
        href: '#chat',
        unread: true,
      },
      {
        id: 's-1',
        title: 'Kavya Nair',
        description: 'Is the engineer coming today? The office…',
        time: '25 Nov, 14:10',
        href: '#whatsapp-s-1',
        unread: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Messages, 3 new' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Arjun Mehta' })).toBeVisible();
    await expect(within(dialog).getByText('Internal chat · Can you take TKT-300007 today?')).toBeVisible();
  },
};
