import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSurvey } from './fixtures.ts';
import { SurveyAnswerForm } from './SurveyAnswerForm.tsx';

/** Two optional questions: a checkbox group and a short answer. */
const optionalOnly = { ...sampleSurvey, questions: [sampleSurvey.questions[1]!, sampleSurvey.questions[3]!] };

const meta = {
  title: 'Forms/SatisfactionSurvey/SurveyAnswerForm',
  component: SurveyAnswerForm,
  tags: ['autodocs'],
  args: { survey: sampleSurvey, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SurveyAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question of the ticket's survey on one page. */
export const Filling: Story = {};

export const Loading: Story = { args: { isLoading: true, survey: undefined } };

export const LoadFailed: Story = { args: { hasLoadError: true, survey: undefined } };

/** 'No questions available' (operations §2). */
export const NoQuestions: Story = {
  args: { survey: { name: 'Site survey feedback', description: '', questions: [] } },
};

/** Saving with required questions empty flags each one and focuses the first. */
export const RequiredMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save answers' }));
    await expect(canvas.getAllByText('Please complete this field')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Very satisfied' })).toHaveFocus();
  },
};

/** The server refused: its message shows and every answer stays. */
export const SubmitFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('This survey was already answered for the ticket.');
    }),
    survey: optionalOnly,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /engineer's name/ }), 'Ravi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save answers' }));
    await expect(await canvas.findByText('This survey was already answered for the ticket.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /engineer's name/ })).toHaveValue('Ravi');
  },
};

/** Saved: each question with its answer. */
export const Saved: Story = {
  args: { survey: optionalOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /engineer's name/ }), 'Ravi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save answers' }));
    await expect(await canvas.findByText('The answers are saved on the ticket.')).toBeVisible();
    await expect(canvas.getByText('Ravi')).toBeVisible();
    await expect(canvas.getByText('Not answered')).toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
