import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoInbox, type DemoInboxMessage } from './DemoInbox.tsx';

const resetEmail: DemoInboxMessage = {
  id: 3,
  channel: 'email',
  to: 'partner@demo.test',
  subject: 'Reset your Partner Portal password',
  text:
    'Hello Demo Partner,\n\nOpen this link within 30 minutes to choose a new password:\n' +
    'http://localhost:8080/reset-password?token=Zr8x2_Q1b7w6Vn0aTf3KcYh5pLd9mEo4sUi1gHjRk2c\n\n' +
    'If you did not ask for this, ignore this e-mail; your password stays as it is.\n\n-- \nPartner Portal\n',
  html:
    '<!doctype html><html lang="en"><body><h1>Partner Portal</h1><p>Hello Demo Partner,</p>' +
    '<p><a href="http://localhost:8080/reset-password?token=Zr8x2">Reset your Partner Portal password</a></p></body></html>',
  code: null,
  link: 'http://localhost:8080/reset-password?token=Zr8x2_Q1b7w6Vn0aTf3KcYh5pLd9mEo4sUi1gHjRk2c',
  receivedAt: '2026-11-25T10:02:00.000Z',
};

const otpEmail: DemoInboxMessage = {
  id: 2,
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Your Partner Portal verification code',
  text: 'Your verification code is 482913. It is valid for 10 minutes. Do not share it.\n\n-- \nPartner Portal\n',
  html: '<!doctype html><html lang="en"><body><p>Your verification code is 482913.</p></body></html>',
  code: '482913',
  link: null,
  receivedAt: '2026-11-25T10:01:00.000Z',
};

const whatsapp: DemoInboxMessage = {
  id: 1,
  channel: 'whatsapp',
  to: '9800000020',
  subject: '',
  text: 'Your passphrase is 715204. It is valid for 10 minutes. Do not share it.',
  html: null,
  code: '715204',
  link: null,
  receivedAt: '2026-11-25T10:00:00.000Z',
};

const meta = {
  title: 'Forms/DemoInbox',
  component: DemoInbox,
  tags: ['autodocs'],
  args: { onRefresh: fn(), onCopyCode: fn(async () => undefined) },
} satisfies Meta<typeof DemoInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Emails: Story = {
  args: { messages: [resetEmail, otpEmail] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('heading', { name: resetEmail.subject })).toBeVisible();
    await expect(within(items[0]!).getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      resetEmail.link,
    );
    await expect(within(items[0]!).queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Copy code' }));
    await expect(args.onCopyCode).toHaveBeenCalledWith('482913');
    await expect(await within(items[1]!).findByRole('button', { name: 'Copied' })).toBeVisible();
    // The HTML part stays in a frame without scripts or same-origin access.
    await userEvent.click(within(items[1]!).getByText('Show the HTML version'));
    const frame = within(items[1]!).getByTitle('HTML version of the e-mail');
    await expect(frame).toHaveAttribute('sandbox', '');
  },
};

export const WhatsAppMessages: Story = {
  args: { messages: [whatsapp] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'WhatsApp message' })).toBeVisible();
    await expect(canvas.getByText('715204')).toBeVisible();
    await expect(canvas.queryByText('Show the HTML version')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading messages…' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'The demo inbox is only available when the server runs in demo mode (pnpm start).' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The inbox could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
