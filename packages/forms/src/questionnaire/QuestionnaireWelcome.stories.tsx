import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionnaireWelcome } from './QuestionnaireWelcome.tsx';

const meta = {
  title: 'Forms/Questionnaire/Welcome',
  component: QuestionnaireWelcome,
  tags: ['autodocs'],
  args: {
    title: 'Partner onboarding assessment',
    description: 'A few questions about your business, so that we can offer you the right jobs.',
    onboarding: true,
    onStart: fn(),
  },
} satisfies Meta<typeof QuestionnaireWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Onboarding: full name and a 10-digit phone are checked before Start (operations §5). */
export const Onboarding: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('Asha Rao');
    await userEvent.tab();
    await userEvent.keyboard('98765{Enter}');
    await expect(await canvas.findByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.keyboard('43210{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith({ fullName: 'Asha Rao', phone: '9876543210' });
  },
};

/** Both fields empty: 'Please enter your full name' and 'Please enter your phone number'. */
export const OnboardingEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('Please enter your full name')).toBeVisible();
    await expect(canvas.getByText('Please enter your phone number')).toBeVisible();
  },
};

/** A known user starts without fields. */
export const KnownUser: Story = {
  args: { onboarding: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Start' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { isLoading: true } };

/** 'Failed to load questionnaire.' (operations §8). */
export const LoadFailed: Story = { args: { hasLoadError: true } };

/** The first question could not be fetched: its message, and Start tries again. */
export const FirstQuestionFailed: Story = {
  args: { onboarding: false, formError: 'Failed to load question. Please check your connection.' },
};

/** Arabic, right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };
