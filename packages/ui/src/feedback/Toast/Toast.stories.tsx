import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { ToastProvider, useToast } from './Toast';
import { createToastQueue } from './toastQueue';
import { storyText } from '../../test/storyText';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.show({ type: 'success', message: 'Profile saved' })}>Show success</Button>
      <Button
        variant="secondary"
        onPress={() => toast.show({ type: 'info', message: storyText('New Message!'), durationMs: 5000 })}
      >
        Show info
      </Button>
      <Button
        variant="secondary"
        onPress={() => toast.show({ type: 'warning', message: 'Asha Rao sent you a message!' })}
      >
        Show warning
      </Button>
      <Button
        variant="danger"
        onPress={() =>
          toast.show({ type: 'error', message: storyText('Something went wrong!'), durationMs: 1000 })
        }
      >
        Show error (1 s)
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    // The live regions are there before the first toast.
    await expect(page.getByRole('status')).toBeEmptyDOMElement();
    await expect(page.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const SuccessAnnouncedPolitely: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Show success' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(page.getByRole('status')).getByText('Profile saved')).toBeInTheDocument();
    await expect(
      within(page.getByRole('region', { name: 'Notifications' })).getByText('Profile saved'),
    ).toBeVisible();
  },
};

export const ErrorAnnouncedAssertivelyAndDismissed: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show error (1 s)' }));
    await expect(page.getByRole('alert')).toHaveTextContent('Error: Something went wrong!');
    await waitFor(() => expect(page.getByRole('alert')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const CloseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show info' }));
    const close = page.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  },
};

const staticQueue = () => {
  const queue = createToastQueue();
  queue.show({ type: 'success', message: 'Profile saved', durationMs: Infinity });
  queue.show({ type: 'info', message: storyText('New Message!'), durationMs: Infinity });
  queue.show({ type: 'warning', message: 'Asha Rao sent you a message!', durationMs: Infinity });
  queue.show({ type: 'error', message: storyText('Something went wrong!'), durationMs: Infinity });
  return queue;
};

/** Every type at once, shown by a queue filled outside React (as the app's API error handler does). */
export const AllTypes: Story = {
  render: () => (
    <ToastProvider queue={staticQueue()}>
      <p>Toasts pushed by non-React code.</p>
    </ToastProvider>
  ),
};

export const AllTypesDark: Story = { ...AllTypes, globals: { theme: 'dark' } };

export const AllTypesArabic: Story = { ...AllTypes, globals: { locale: 'ar' } };
