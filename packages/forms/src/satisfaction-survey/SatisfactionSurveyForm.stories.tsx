import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleSurvey } from './fixtures.ts';
import { SatisfactionSurveyForm } from './SatisfactionSurveyForm.tsx';

const allAnswered = { 1: 'Satisfied', 2: ['Arrived on time'], 3: 'Phone', 4: 'Ravi' } as const;

const meta = {
  title: 'Forms/SatisfactionSurvey',
  component: SatisfactionSurveyForm,
  tags: ['autodocs'],
  args: { survey: sampleSurvey, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SatisfactionSurveyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true, survey: undefined } };

/** 'Failed to load survey' in place of the survey (operations §8 'Survey'). */
export const LoadFailed: Story = { args: { hasLoadError: true, survey: undefined } };

/** The active staff-written survey's description (issue 20) opens the survey, in rich text. */
export const WithDescription: Story = {
  args: {
    introHtml:
      '<p>Thank you for letting our engineer in today. <strong>Two minutes</strong> of your time helps us serve you better.</p><ul><li>We never share your phone number.</li></ul>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Two minutes')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('We never share your phone number.');
  },
};

/** A survey without questions: 'No questions available' (operations §2, §8). */
export const NoQuestions: Story = {
  args: { survey: { name: 'Site survey feedback', description: 'No questions yet.', questions: [] } },
};

/** Multiple-choice: arrow keys choose, and the survey moves on after 300 ms with focus on the next question. */
export const MultipleChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Very satisfied' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Satisfied' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Question 2 of 5' })).toHaveFocus());
  },
};

/** Checkboxes: Space ticks several choices; Enter goes on. */
export const Checkboxes: Story = {
  args: { initialIndex: 1, initialAnswers: { 1: 'Satisfied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Arrived on time' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Arrived on time' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Explained the problem' })).toBeChecked();
  },
};

/** Dropdown: opened and chosen with the keyboard; the choice moves on after 300 ms. */
export const Dropdown: Story = {
  args: { initialIndex: 2, initialAnswers: { 1: 'Satisfied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Question 4 of 5' })).toHaveFocus());
  },
};

/** Short answer: typed, Enter goes to the next question. */
export const ShortAnswer: Story = {
  args: { initialIndex: 3, initialAnswers: { 1: 'Satisfied', 3: 'Phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /engineer's name/ })).toHaveFocus();
    await userEvent.keyboard('Ravi{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Question 5 of 5' })).toHaveFocus());
  },
};

/** Paragraph, the last page: the primary action is Submit and Previous goes back with the answer kept. */
export const LastPage: Story = {
  args: { initialIndex: 4, initialAnswers: allAnswered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('The engineer was very polite.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /engineer's name/ })).toHaveValue('Ravi');
  },
};

/** Paragraph in Dark and Arabic (right to left). */
export const ParagraphDarkArabic: Story = {
  args: { initialIndex: 4, initialAnswers: allAnswered },
  globals: { theme: 'dark', locale: 'ar' },
};

/** A required question left empty: Next shows 'Please complete this field' (operations §5). */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The radio group is one tab stop and Previous is disabled on the first page.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please complete this field')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
  },
};

/** Submitting: the Submit button shows it is pending. */
export const Submitting: Story = {
  args: {
    initialIndex: 4,
    initialAnswers: { ...allAnswered, 5: 'All good.' },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed submit: 'Failed to submit survey form!' and every answer kept (operations §8). */
export const SubmitFailed: Story = {
  args: {
    initialIndex: 4,
    initialAnswers: { ...allAnswered, 5: 'All good.' },
    onSubmit: fn(async () => Promise.reject(new Error('HTTP 500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit survey form!');
    await expect(canvas.getByRole('textbox', { name: /Anything else/ })).toHaveValue('All good.');
  },
};

/** After a successful submit: the thank-you message, focused. */
export const ThankYou: Story = {
  args: { initialIndex: 4, initialAnswers: { ...allAnswered, 5: 'All good.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Thank you!' })).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { questionId: 1, answer: 'Satisfied', source: 'web' },
      { questionId: 2, answer: 'Arrived on time', source: 'web' },
      { questionId: 3, answer: 'Phone', source: 'web' },
      { questionId: 4, answer: 'Ravi', source: 'web' },
      { questionId: 5, answer: 'All good.', source: 'web' },
    ]);
  },
};
