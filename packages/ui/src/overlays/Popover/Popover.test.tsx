import { act, screen, waitFor, within } from '@testing-library/react';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its trigger by keyboard as a titled dialog, Escape closes and focus returns', async () => {
    const { user } = renderUi(
      <Popover trigger={<Button>Notifications</Button>} title="Notifications">
        <Button>Mark all read</Button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Notifications');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('uses aria-label without a title and passes close to render children', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(
      <Popover trigger={<Button>More</Button>} aria-label="More actions" onOpenChange={onOpenChange}>
        {(close) => <Button onPress={close}>Done</Button>}
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'More actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a press outside', async () => {
    const { user } = renderUi(
      <>
        <Popover trigger={<Button>Open</Button>} aria-label="Details" defaultOpen>
          text
        </Popover>
        <p>Outside</p>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
