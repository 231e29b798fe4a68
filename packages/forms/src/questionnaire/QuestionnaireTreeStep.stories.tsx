import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleQuestions } from './fixtures.ts';
import type { AnswerValue } from './questionData.ts';
import { QuestionnaireTreeStep, type QuestionnaireTreeStepProps } from './QuestionnaireTreeStep.tsx';

/** Keeps the answer in story state, as the portal's state machine does. */
function Controlled(props: QuestionnaireTreeStepProps) {
  const [value, setValue] = useState<AnswerValue | undefined>(props.value);
  return (
    <QuestionnaireTreeStep
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Questionnaire/TreeStep',
  component: QuestionnaireTreeStep,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    title: 'Partner onboarding assessment',
    question: sampleQuestions.singleChoice,
    number: 1,
    answeredCount: 0,
    value: undefined,
    onChange: fn(),
    onContinue: fn(),
    onPrevious: fn(),
    onFinish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionnaireTreeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options are a radio group: arrow keys choose (the portal moves on 600 ms later). Previous is disabled at the first question. */
export const Choice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Repair shop' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Independent technician' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Independent technician');
  },
};

/** A text answer: Enter continues. */
export const TextAnswer: Story = {
  args: { question: sampleQuestions.text, number: 3, answeredCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 questions answered')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Which brands/ })).toHaveFocus();
    await userEvent.keyboard('Dell, HP{Enter}');
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Continue with a blank answer: 'Please provide an answer before continuing.' (operations §5). */
export const BlankAnswer: Story = {
  args: {
    question: sampleQuestions.text,
    number: 3,
    answeredCount: 2,
    answerError: 'Please provide an answer before continuing.',
  },
};

/** Fetching the next question. */
export const LoadingNext: Story = {
  args: { number: 2, answeredCount: 1, value: 'Repair shop', isLoadingNext: true },
};

/** A failed submit: the answers stay and 'Try again' retries (operations §8). */
export const SubmitFailed: Story = {
  args: { question: sampleQuestions.number, number: 4, answeredCount: 3, value: '12', submitFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to submit questionnaire. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /How many years/ })).toHaveValue('12');
  },
};

/** Finish with no answer yet: 'Please answer at least one question.' */
export const NoAnswers: Story = { args: { formError: 'Please answer at least one question.' } };

/** Multiple choice in Dark and Arabic (right to left). */
export const MultipleChoiceDarkArabic: Story = {
  args: { question: sampleQuestions.multipleChoice, number: 2, answeredCount: 1, value: ['Laptop repair'] },
  globals: { theme: 'dark', locale: 'ar' },
};
