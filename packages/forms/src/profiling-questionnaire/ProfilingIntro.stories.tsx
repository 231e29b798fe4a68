import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilingIntro } from './ProfilingIntro.tsx';

const meta = {
  title: 'Forms/ProfilingQuestionnaire/Intro',
  component: ProfilingIntro,
  tags: ['autodocs'],
  args: { isKnownUser: false, onStart: fn() },
} satisfies Meta<typeof ProfilingIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: 'Full name is required', 'Phone number is required', then a valid phone starts (operations §5). */
export const NewUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Estimated time: about 3 minutes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('Full name is required')).toBeVisible();
    await expect(canvas.getByText('Phone number is required')).toBeVisible();
    canvas.getByRole('textbox', { name: 'Full name' }).focus();
    await userEvent.keyboard('Ravi Kumar');
    await userEvent.tab();
    await userEvent.keyboard('12-34{Enter}');
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.keyboard('+91 98765-43210{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith({ fullName: 'Ravi Kumar', phone: '+91 98765-43210' });
  },
};

/** A known user (stored uuid and phone) just starts. */
export const KnownUser: Story = {
  args: { isKnownUser: true, knownUserName: 'Demo Partner' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('You are answering as Demo Partner.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadFailed: Story = { args: { hasLoadError: true } };

/** Arabic, right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };
