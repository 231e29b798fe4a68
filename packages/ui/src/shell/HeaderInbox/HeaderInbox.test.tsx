import { act, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { HeaderInbox } from './HeaderInbox';

const items = [
  { id: '1', title: 'Ticket escalated', description: 'TK-1042 needs attention', time: '12-03-2025 10:15 AM' },
  { id: '2', title: 'Invoice approved' },
];

describe('HeaderInbox', () => {
  it('names the button with the unread count and lists the items', async () => {
    const { user } = renderUi(<HeaderInbox kind="notifications" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Notifications, 2 new' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('TK-1042 needs attention')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the empty state and no count when there is nothing new', async () => {
    const { user } = renderUi(<HeaderInbox kind="messages" items={[]} />);
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Messages' })).getByText('No new messages'),
    ).toBeInTheDocument();
  });

  it('uses an explicit count', () => {
    renderUi(<HeaderInbox kind="messages" items={items} count={7} />);
    expect(screen.getByRole('button', { name: 'Messages, 7 new' })).toHaveTextContent('7');
  });
});
