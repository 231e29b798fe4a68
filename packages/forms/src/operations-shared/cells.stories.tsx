import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl.ts';
import { badge, date, dateTime } from './cells.tsx';
import {
  channelLabels,
  escalationStatusLabels,
  labelOf,
  partnerStatusLabels,
  priorityLabels,
  projectStatusLabels,
  reviewStatusLabels,
  spareStatusLabels,
} from './labels.ts';

/** Every status the operations lists show, as each list's column renders it. */
const statusSets = {
  spareStatusLabels,
  projectStatusLabels,
  priorityLabels,
  escalationStatusLabels,
  channelLabels,
  reviewStatusLabels,
  partnerStatusLabels,
} as const;

/**
 * The shared cells of the operations lists: `badge` for each status value of each list (its
 * tone from the value; a value without a tone is neutral), `date` and `dateTime` with a value
 * and without one ('—').
 */
function OperationsCells({ set, when }: { set: keyof typeof statusSets; when: string | null }) {
  const intl = useIntl();
  const labels = statusSets[set];
  return (
    <div>
      <ul>
        {Object.keys(labels).map((value) => (
          <li key={value}>{badge(labelOf(intl, labels, value), value)}</li>
        ))}
      </ul>
      <ul>
        <li>{date(intl, when)}</li>
        <li>{dateTime(intl, when)}</li>
      </ul>
    </div>
  );
}

const meta = {
  title: 'Forms/OperationsShared/Cells',
  component: OperationsCells,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: { set: 'partnerStatusLabels', when: '2026-03-12T06:30:00Z' },
  argTypes: { set: { control: 'select', options: Object.keys(statusSets) } },
} satisfies Meta<typeof OperationsCells>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Partner statuses (success, warning, and the longest label); a day and a day with time. */
export const PartnerStatuses: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    for (const label of Object.values(partnerStatusLabels)) {
      await expect(canvas.getByText(t.formatMessage(label))).toBeVisible();
    }
    const [day, dayAndTime] = within(canvasElement.querySelectorAll('ul')[1]!).getAllByRole('listitem');
    await expect(day).toHaveTextContent(date(t, args.when));
    await expect(dayAndTime).toHaveTextContent(dateTime(t, args.when));
    await expect(day).not.toHaveTextContent('—');
  },
};

/** Spare statuses: info, success, error, and 'Returned' without a tone (neutral). */
export const SpareStatuses: Story = {
  args: { set: 'spareStatusLabels' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const ProjectStatuses: Story = { args: { set: 'projectStatusLabels' } };

/** Low to critical: neutral, warning, error, error. */
export const Priorities: Story = { args: { set: 'priorityLabels' } };

export const EscalationStatuses: Story = { args: { set: 'escalationStatusLabels' } };

/** Interaction channels: none has a tone (all neutral). */
export const Channels: Story = { args: { set: 'channelLabels' } };

export const ReviewStatuses: Story = { args: { set: 'reviewStatusLabels' } };

/** No date: both date cells read '—'. */
export const NoDate: Story = {
  args: { when: null },
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement.querySelectorAll('ul')[1]!).getAllByRole('listitem');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['—', '—']);
  },
};
