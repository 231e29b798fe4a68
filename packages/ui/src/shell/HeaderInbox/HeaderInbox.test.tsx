import { act, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
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

  it('links entries, marks new ones, reports opening and closes when a link is chosen', async () => {
    const onOpenChange = vi.fn();
    const navigate = vi.fn();
    const { user } = renderUi(
      <RouterProvider navigate={navigate}>
        <HeaderInbox
          kind="notifications"
          count={1}
          onOpenChange={onOpenChange}
          items={[
            {
              id: '1',
              title: 'TKT-300001',
              description: 'Priya escalated the ticket',
              href: '/ticket-details/a',
              unread: true,
            },
            { id: '2', title: 'TKT-300002', href: '/ticket-details/b' },
          ]}
        />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^New TKT-300001/);
    expect(second).not.toHaveTextContent('New');
    await user.click(within(dialog).getByRole('link', { name: 'TKT-300001' }));
    expect(navigate).toHaveBeenCalledWith('/ticket-details/a', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows why the list is missing when it could not be loaded', async () => {
    const { user } = renderUi(
      <HeaderInbox kind="notifications" items={[]} errorText="Could not load notifications." />,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load notifications.');
    expect(screen.queryByText('No new notifications')).not.toBeInTheDocument();
  });

  it("names a count above 99 as the badge shows it: '99+ new'", () => {
    renderUi(<HeaderInbox kind="notifications" items={items} count={140} />);
    expect(screen.getByRole('button', { name: 'Notifications, 99+ new' })).toHaveTextContent('99+');
  });
});
