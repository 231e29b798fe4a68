import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WhatsAppChatScreen, type WhatsAppChatScreenProps } from './WhatsAppChatScreen.tsx';

const conversations = [
  {
    id: 's1',
    name: 'Demo Partner',
    lastMessage: 'Thanks, I got your message: "Your technician…"',
    lastMessageTime: '2026-11-25T09:00:00Z',
    unreadCount: 1,
  },
];

const meta = {
  title: 'Chat/WhatsAppChatScreen',
  component: WhatsAppChatScreen,
  args: {
    conversations,
    selected: null,
    onSelect: fn(),
    messages: [],
    number: '',
    onNumberChange: fn(),
    onStart: fn(),
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof WhatsAppChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { conversations: [] } };

export const ListFailed: Story = { args: { listError: true } };

export const Conversation: Story = {
  args: {
    selected: { id: 's1', name: 'Demo Partner', phone: '9800000020' },
    messages: [
      {
        id: '1',
        direction: 'self',
        text: 'Your technician arrives at 5 pm',
        sentAt: '2026-11-25T08:59:00Z',
        status: 'sent',
      },
      {
        id: '2',
        direction: 'peer',
        text: 'Thanks, I got your message: "Your technician arrives at 5 pm"',
        sentAt: '2026-11-25T09:00:00Z',
      },
    ],
  },
};

export const Sending: Story = {
  args: { ...Conversation.args, draft: 'Are you home?', isSending: true },
};

/** The server's refusal stays under the input with the text kept (operations §7). */
export const SendFailed: Story = {
  args: {
    ...Conversation.args,
    draft: 'Are you home?',
    sendError: 'Template message required after 24 hours',
  },
};

export const NumberNotLinked: Story = {
  args: { number: '9123456789', startError: 'This Whatsapp Number is not linked with any Partner' },
};

/** Keyboard only: the number keeps at most 10 digits, Enter starts the chat. */
export const StartByNumberWithKeyboard: Story = {
  render: function Render(args: WhatsAppChatScreenProps) {
    const [number, setNumber] = useState('');
    return <WhatsAppChatScreen {...args} number={number} onNumberChange={setNumber} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.click(field);
    await userEvent.keyboard('98000-000201234');
    await expect(field).toHaveValue('9800000020');
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith('9800000020');
  },
};
