import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DraftNotice } from '../../field-drafts/DraftNotice.tsx';
import { demoSurveyValues } from '../fixtures.ts';
import { SurveyEditor } from './SurveyEditor.tsx';

const meta = {
  title: 'Forms/Surveys/SurveyEditor',
  component: SurveyEditor,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    onSubmit: fn(async () => {}),
    onUploadImage: fn(async () => 'data:,'),
    backHref: '/surveys',
  },
} satisfies Meta<typeof SurveyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = { args: { mode: 'edit', initialValues: demoSurveyValues } };

/** Someone else's survey: read only, with the reason. */
export const ReadOnly: Story = { args: { mode: 'edit', initialValues: demoSurveyValues, canEdit: false } };

export const Loading: Story = { args: { mode: 'edit', isLoading: true } };

export const LoadFailed: Story = {
  args: { mode: 'edit', loadError: 'Survey not found.', onRetry: fn() },
};

/** Saving an empty survey names what is missing; nothing is sent. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await expect(await canvas.findByText('Give the survey a title of 3 to 120 characters.')).toBeVisible();
    await expect(canvas.getByText('Write the question (at most 300 characters).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Questions move with their buttons; the order is what is saved. */
export const Reorder: Story = {
  args: { mode: 'edit', initialValues: demoSurveyValues },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move question 2 up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [saved] = (args.onSubmit as unknown as { mock: { calls: [{ questions: { text: string }[] }][] } })
      .mock.calls[0]!;
    await expect(saved.questions.map((question) => question.text).slice(0, 2)).toEqual([
      'Did the engineer arrive within the promised slot?',
      'How satisfied are you with the visit overall?',
    ]);
  },
};

/** The server refused: its message shows and every value stays. */
export const SaveFailed: Story = {
  args: {
    mode: 'edit',
    initialValues: demoSurveyValues,
    onSubmit: fn(async () => {
      throw new Error(
        'This survey was changed by someone else meanwhile. Reload it to see the change, then try again.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Survey title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'After-visit satisfaction 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await expect(await canvas.findByText(/changed by someone else meanwhile/)).toBeVisible();
    await expect(title).toHaveValue('After-visit satisfaction 2027');
  },
};

/** A reload brought back the survey being written: 'Draft restored' with 'Discard draft'; each change is reported for the draft (issue 23). */
export const DraftRestored: Story = {
  args: {
    mode: 'create',
    initialValues: demoSurveyValues,
    onValuesChange: fn(),
    notice: <DraftNotice savedAt={Date.parse('2026-11-25T10:30:00Z')} onDiscard={fn()} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft restored')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard draft' })).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Survey title' });
    await expect(title).toHaveValue(demoSurveyValues.title);
    await userEvent.type(title, '!');
    await waitFor(() =>
      expect(args.onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: `${demoSurveyValues.title}!` }),
      ),
    );
  },
};
