import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoSurveyList } from '../fixtures.ts';
import { SurveyList } from './SurveyList.tsx';

const meta = {
  title: 'Forms/Surveys/SurveyList',
  component: SurveyList,
  tags: ['autodocs'],
  args: {
    surveys: demoSurveyList,
    addHref: '/add-survey',
    editHref: (id: number) => `/edit-survey/${id}`,
    onToggleActive: fn(),
  },
} satisfies Meta<typeof SurveyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager: 'New survey', and Activate/Deactivate on their own surveys. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'After-visit satisfaction' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate After-visit satisfaction' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(demoSurveyList[0]);
    await expect(canvas.queryByRole('button', { name: 'Activate Installation quality check' })).toBeNull();
  },
};

/** Coordinator, kci, auditor: they read the surveys and cannot add or switch them. */
export const ReadOnly: Story = {
  args: {
    addHref: undefined,
    onToggleActive: undefined,
    surveys: demoSurveyList.map((survey) => ({ ...survey, canEdit: false })),
  },
};

export const Empty: Story = { args: { surveys: [] } };

export const Loading: Story = { args: { surveys: undefined, isLoading: true } };

export const LoadFailed: Story = {
  args: { surveys: undefined, loadError: 'The request timed out. Please try again.', onRetry: fn() },
};

export const ToggleFailed: Story = {
  args: { actionError: "Only the survey's author or an admin can change it." },
};
