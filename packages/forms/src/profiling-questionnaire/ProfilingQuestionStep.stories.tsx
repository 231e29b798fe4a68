import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleQuestions } from '../questionnaire/fixtures.ts';
import type { AnswerValue } from '../questionnaire/questionData.ts';
import { ProfilingQuestionStep, type ProfilingQuestionStepProps } from './ProfilingQuestionStep.tsx';

/** Keeps the answer in story state, as the portal's state machine does. */
function Controlled(props: ProfilingQuestionStepProps) {
  const [value, setValue] = useState<AnswerValue | undefined>(props.value);
  return (
    <ProfilingQuestionStep
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
  title: 'Forms/ProfilingQuestionnaire/Step',
  component: ProfilingQuestionStep,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    question: sampleQuestions.yesNo,
    index: 0,
    total: 6,
    value: undefined,
    onChange: fn(),
    onNext: fn(),
    onPrevious: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ProfilingQuestionStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yes/no as a radio group: arrow keys choose; the progress bar announces 17%. */
export const YesNo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('No');
  },
};

/** Multiple choice: Space ticks, Enter goes Next. */
export const MultipleChoice: Story = {
  args: { question: sampleQuestions.multipleChoice, index: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Laptop repair' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Laptop repair']);
  },
};

/** Number with its placeholder. */
export const NumberAnswer: Story = { args: { question: sampleQuestions.number, index: 3, value: '4' } };

/** Next without an answer: 'Please provide an answer before continuing.' */
export const BlankAnswer: Story = {
  args: {
    question: sampleQuestions.text,
    index: 4,
    answerError: 'Please provide an answer before continuing.',
  },
};

/** The last step: Submit (Enter), refused until all are answered. */
export const LastStep: Story = {
  args: { question: sampleQuestions.date, index: 5, value: '2026-04-01' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /From which date/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** 'Please answer all questions before submitting.' */
export const Unanswered: Story = {
  args: {
    question: sampleQuestions.multipleChoice,
    index: 2,
    formError: 'Please answer all questions before submitting.',
  },
};

/** A failed submit keeps the answers; the button retries. */
export const SubmitFailed: Story = {
  args: { question: sampleQuestions.date, index: 5, value: '2026-04-01', submitFailed: true },
};

export const Submitting: Story = {
  args: { question: sampleQuestions.date, index: 5, value: '2026-04-01', isSubmitting: true },
};

/** Dark and Arabic (right to left). */
export const DarkArabic: Story = {
  args: { question: sampleQuestions.singleChoice, index: 1 },
  globals: { theme: 'dark', locale: 'ar' },
};
