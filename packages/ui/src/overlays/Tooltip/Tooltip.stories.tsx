import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { Tooltip } from './Tooltip';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the partner login link',
    children: <Button variant="secondary">Copy link</Button>,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ paddingBlock: 48, paddingInline: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {};

/** Keyboard: focus opens it at once and describes the button; Escape closes it; blur closes it. */
export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copies the partner login link');
    await expect(button).toHaveAccessibleDescription('Copies the partner login link');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Hover (with a pointer) opens it after the delay. */
export const Hover: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    await body(canvasElement).findByRole('tooltip');
  },
};

/** Open below the trigger. */
export const Bottom: Story = { args: { placement: 'bottom', isOpen: true } };

/** Icon-only trigger: the button has its own name; the tooltip adds the description. */
export const IconButton: Story = {
  args: {
    isOpen: true,
    content: 'Reload',
    children: (
      <Button variant="quiet" aria-label={storyText('Refresh')}>
        <svg viewBox="0 0 16 16" width={16} height={16} fill="none" stroke="currentColor" aria-hidden="true">
          <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5v3h-3" />
        </svg>
      </Button>
    ),
  },
};

export const OpenDark: Story = { args: { isOpen: true }, globals: { theme: 'dark' } };

export const OpenArabic: Story = { args: { isOpen: true, placement: 'end' }, globals: { locale: 'ar' } };
