import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const dialog = async () =>
  within(await screen.findByRole('alertdialog', { name: 'A new version is available' }));

describe('UpdatePrompt', () => {
  it('names the version, focuses Reload and confirms with Enter', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <UpdatePrompt isOpen version="1.3.2" onConfirm={onConfirm} onClose={onClose} />,
    );
    const prompt = await dialog();
    expect(prompt.getByText('Reload to use version 1.3.2.')).toBeInTheDocument();
    await waitFor(() => expect(prompt.getByRole('button', { name: 'Reload' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says "the new version" when the version is unknown', async () => {
    renderWithProviders(<UpdatePrompt isOpen onConfirm={() => {}} onClose={() => {}} />);
    expect((await dialog()).getByText('Reload to use the new version.')).toBeInTheDocument();
  });

  it('closes with Later or Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <UpdatePrompt isOpen version="2.0.0" onConfirm={onConfirm} onClose={onClose} />,
    );
    await user.click((await dialog()).getByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the prompt open with an error when the reload does not start', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <UpdatePrompt
        isOpen
        version="2.0.0"
        onConfirm={() => Promise.reject(new Error('blocked'))}
        onClose={onClose}
      />,
    );
    const prompt = await dialog();
    await user.click(prompt.getByRole('button', { name: 'Reload' }));
    expect(
      await prompt.findByText('The reload did not start. Please reload the page yourself.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<UpdatePrompt isOpen={false} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
