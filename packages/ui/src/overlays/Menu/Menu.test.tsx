import { screen, waitFor, within } from '@testing-library/react';
import { MenuTrigger, RouterProvider } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

function Harness({
  onAction,
  navigate,
}: {
  onAction: (key: unknown) => void;
  navigate: (path: string) => void;
}) {
  return (
    <RouterProvider navigate={navigate}>
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu onAction={onAction}>
          <MenuSection title="Ticket">
            <MenuItem id="assign">Assign engineer</MenuItem>
            <MenuItem id="reschedule" description="Sends a message">
              Reschedule
            </MenuItem>
            <MenuItem id="archive" isDisabled>
              Archive
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="profile" href="/partners/42">
            Open partner profile
          </MenuItem>
          <MenuItem id="delete" variant="danger">
            Delete ticket
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </RouterProvider>
  );
}

describe('Menu', () => {
  it('opens with the keyboard, shows sections and separators, runs actions and returns focus', async () => {
    const onAction = vi.fn();
    const { user } = renderUi(<Harness onAction={onAction} navigate={vi.fn()} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    expect(within(menu).getByRole('group', { name: 'Ticket' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Delete ticket' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Assign engineer' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    const reschedule = within(menu).getByRole('menuitem', { name: 'Reschedule Sends a message' });
    expect(reschedule).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('reschedule');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });

  it('follows links through the router and closes with Escape', async () => {
    const navigate = vi.fn();
    const { user } = renderUi(<Harness onAction={vi.fn()} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const link = await screen.findByRole('menuitem', { name: 'Open partner profile' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/partners/42');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/partners/42', undefined);

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('checks the selected item of a selection menu and marks the current item', async () => {
    const { user } = renderUi(
      <MenuTrigger>
        <Button>Language</Button>
        <Menu selectionMode="single" selectedKeys={['fr']}>
          <MenuItem id="en">English</MenuItem>
          <MenuItem id="fr" isCurrent>
            Français
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const menu = screen.getByRole('menu');
    const selected = within(menu).getByRole('menuitemradio', { name: 'Français' });
    expect(selected).toHaveAttribute('aria-checked', 'true');
    expect(selected.querySelector('[data-menu-check][aria-hidden="true"] svg')).not.toBeNull();
    expect(selected).toHaveAttribute('data-current', 'true');
    expect(selected).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).not.toHaveAttribute('aria-current');
    const other = within(menu).getByRole('menuitemradio', { name: 'English' });
    expect(other.querySelector('[data-menu-check]')).toBeNull();
    expect(other).not.toHaveAttribute('data-current');
  });
});
