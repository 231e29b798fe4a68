import { screen, waitFor } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Request Account Deletion</Button>
      <ConfirmDialog
        title="Warning"
        message="This will delete your account and all associated data!."
        variant="destructive"
        onConfirm={() => undefined}
        {...props}
      />
    </DialogTrigger>
  );
}

async function open(user: ReturnType<typeof renderUi>['user']) {
  await user.tab();
  await user.keyboard('{Enter}');
  return screen.findByRole('alertdialog', { name: 'Warning' });
}

describe('ConfirmDialog', () => {
  it('shows the account-deletion warning with OK and Cancel, focus on Cancel; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await open(user);
    expect(dialog).toHaveTextContent('This will delete your account and all associated data!.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('data-variant', 'danger');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request Account Deletion' })).toHaveFocus(),
    );
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a synchronous confirm closes at once and does not count as cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await open(user);
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows pending while an async confirm runs, then closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user } = renderUi(<Harness onConfirm={onConfirm} />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with the error when an async confirm fails, and can retry', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Error Requesting Account Deletion!'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderUi(<Harness onConfirm={onConfirm} />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Requesting Account Deletion!');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('uses formatError, or a generic text for errors without a message', async () => {
    const { user, unmount } = renderUi(
      <Harness onConfirm={() => Promise.reject('nope')} confirmLabel="Delete" cancelLabel="Keep" />,
    );
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled();
    unmount();

    const second = renderUi(
      <Harness onConfirm={() => Promise.reject(new Error('x'))} formatError={() => 'Custom failure'} />,
    );
    await open(second.user);
    await second.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Custom failure');
  });
});
