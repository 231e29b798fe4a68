import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoProjects } from '../fixtures.ts';
import { ProjectProgressList } from './ProjectProgressList.tsx';

const meta = {
  title: 'Forms/ClientProjects/ProjectProgressList',
  component: ProjectProgressList,
  args: { projects: demoProjects, onOpenProject: fn(), onRetry: fn() },
} satisfies Meta<typeof ProjectProgressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The project manager's view: progress, counts, breaches; open a project with the keyboard. */
export const ProjectManager: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Projects', level: 2 })).toBeVisible();
    const bar = canvas.getAllByRole('progressbar', { name: 'Completed tickets' })[0]!;
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining('12 of 40'));
    await expect(canvas.getByText('28')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View tickets of Voltas AC rollout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProject).toHaveBeenCalledWith(3);
  },
};

/** The client's view: read-only, no button. */
export const ClientReadOnly: Story = {
  args: { onOpenProject: undefined, title: 'Your projects' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your projects' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { projects: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading projects');
  },
};

export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No project yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { projects: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out.');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
