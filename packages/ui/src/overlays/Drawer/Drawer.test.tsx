import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { Drawer } from './Drawer';

function Harness({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open settings</Button>
      <Drawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Settings"
        id="settings-drawer"
        isDismissable={isDismissable}
      >
        <Button>First action</Button>
        <Button>Second action</Button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal dialog and moves focus into it', async () => {
    const { user } = renderUi(<Harness />);
    act(() => screen.getByRole('button', { name: 'Open settings' }).focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('id', 'settings-drawer');
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('traps Tab inside and closes with Escape, returning focus to the opener', async () => {
    const { user } = renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    act(() => opener.focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the Close button and with a press on the backdrop', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const backdrop = screen.getByRole('dialog').closest('[data-placement]')?.parentElement;
    expect(backdrop).toBeTruthy();
    await user.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a backdrop press when not dismissable', async () => {
    const { user } = renderUi(<Harness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const backdrop = screen.getByRole('dialog').closest('[data-placement]')?.parentElement;
    await user.click(backdrop as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('carries the logical placement for the slide direction', () => {
    renderUi(
      <Drawer isOpen title="Filters" placement="end">
        content
      </Drawer>,
    );
    expect(screen.getByRole('dialog').closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
  });
});
