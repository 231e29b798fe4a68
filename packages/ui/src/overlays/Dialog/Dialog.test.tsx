import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Dialog
        title="Partner details"
        actions={({ close }) => <Button onPress={close}>Done</Button>}
        {...props}
      >
        <p>Body text</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, is named by its title, closes with Escape and returns focus', async () => {
    const { user } = renderUi(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Partner details' });
    expect(dialog).toHaveTextContent('Body text');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes through its Close button and through actions', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when not dismissable, has no Close button and ignores Escape', async () => {
    const { user } = renderUi(<Harness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });

  it('can be controlled and be an alert dialog', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Show</Button>
          <Dialog title="Session expired" role="alertdialog" isOpen={open} onOpenChange={setOpen} size="sm" />
        </>
      );
    }
    const { user } = renderUi(<Controlled />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus());
  });
});
