import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { LiveAnnouncerSweeper } from './LiveAnnouncerSweeper';

/** A form whose Save goes pending and then gives way to a confirmation (the button unmounts). */
function SaveThenLeave() {
  const [state, setState] = useState<'idle' | 'pending' | 'saved'>('idle');
  if (state === 'saved') return <p role="status">Saved</p>;
  return (
    <Button
      isPending={state === 'pending'}
      onPress={async () => {
        setState('pending');
        await Promise.resolve();
        setState('saved');
      }}
    >
      Save
    </Button>
  );
}

/** Announcements of the live announcer whose referenced elements are all gone. */
const orphans = () =>
  [...document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].filter((node) =>
    (node.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .every((id) => !document.getElementById(id)),
  );

const meta = {
  title: 'UI/Feedback/LiveAnnouncerSweeper',
  component: LiveAnnouncerSweeper,
  parameters: {
    docs: {
      description: {
        component:
          'Renders nothing. Mounted once per app (Storybook mounts it for every story): it drops live announcements that reference removed elements.',
      },
    },
  },
} satisfies Meta<typeof LiveAnnouncerSweeper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save by keyboard: the pending button unmounts and no announcement is left pointing at it. */
export const SubmitThenLeave: Story = {
  render: () => <SaveThenLeave />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await waitFor(() => expect(orphans()).toHaveLength(0));
  },
};
