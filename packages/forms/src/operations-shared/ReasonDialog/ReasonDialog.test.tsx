import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

describe('ReasonDialog', () => {
  it('asks for the minimum length, submits the trimmed reason and keeps it after a failure', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <ReasonDialog
        title="Return Compressor"
        label="Reason for the return"
        minLength={5}
        maxLength={500}
        submitLabel="Record return"
        isOpen
        onOpenChange={onOpenChange}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByRole('textbox', { name: /Reason for the return/ });
    await user.type(field, 'bad');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter at least 5 characters.')).toBeVisible();
    await user.type(field, ' part ');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('bad part'));
    rerender(
      <ReasonDialog
        title="Return Compressor"
        label="Reason for the return"
        minLength={5}
        maxLength={500}
        submitLabel="Record return"
        isOpen
        onOpenChange={onOpenChange}
        onSubmit={onSubmit}
        formError="Only a delivered or DOA spare can be returned."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only a delivered or DOA spare can be returned.');
    expect(field).toHaveValue('bad part ');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
