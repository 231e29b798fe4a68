import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleFlatQuestions } from './fixtures.ts';
import type { AnswerValue } from './questionData.ts';
import { QuestionnaireFlatForm, type QuestionnaireFlatFormProps } from './QuestionnaireFlatForm.tsx';

/** Keeps the answers in story state, as the portal does. */
function Controlled(props: QuestionnaireFlatFormProps) {
  const [values, setValues] = useState<Record<string, AnswerValue>>({ ...props.values });
  return (
    <QuestionnaireFlatForm
      {...props}
      values={values}
      onChange={(code, value) => {
        setValues((previous) => ({ ...previous, [code]: value }));
        props.onChange(code, value);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Questionnaire/FlatForm',
  component: QuestionnaireFlatForm,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    title: 'Service quality check',
    description: 'Tell us how your last service visit went.',
    questions: sampleFlatQuestions,
    values: {},
    onChange: fn(),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof QuestionnaireFlatForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No answer at all: 'Please answer at least one question.' */
export const NoAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please answer at least one question.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Blank required questions are listed and marked 'This is a required question.' (operations §5). */
export const MissingRequired: Story = {
  args: { values: { ON_TIME: 'Yes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('Please answer all required questions: How would you rate the visit?'),
    ).toBeVisible();
    await expect(canvas.getByText('This is a required question.')).toBeVisible();
  },
};

/** Every required answer given: Submit sends them with the keyboard. */
export const Complete: Story = {
  args: { values: { ON_TIME: 'Yes', VISIT_RATING: 'Good' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'What could we do better?' }).focus();
    await userEvent.keyboard('Call before coming{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { questionCode: 'ON_TIME', answer: 'Yes' },
      { questionCode: 'VISIT_RATING', answer: 'Good' },
      { questionCode: 'IMPROVE', answer: 'Call before coming' },
    ]);
  },
};

/** A failed submit keeps every answer: 'Failed to submit questionnaire. Please try again.' */
export const SubmitFailed: Story = {
  args: {
    values: { ON_TIME: 'No', VISIT_RATING: 'Poor' },
    onSubmit: fn(async () => Promise.reject(new Error('500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Failed to submit questionnaire. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Poor' })).toBeChecked();
  },
};

export const Submitting: Story = {
  args: { values: { ON_TIME: 'Yes', VISIT_RATING: 'Good' }, isSubmitting: true },
};

/** Arabic, right to left. */
export const Arabic: Story = { args: { values: { ON_TIME: 'Yes' } }, globals: { locale: 'ar' } };
