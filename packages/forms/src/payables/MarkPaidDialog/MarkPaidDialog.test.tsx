import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { demoPayables } from '../fixtures.ts';
import { MarkPaidDialog, type MarkPaidDialogProps } from './MarkPaidDialog.tsx';

function renderDialog(props: Partial<MarkPaidDialogProps> = {}) {
  const onSubmit = vi.fn<MarkPaidDialogProps['onSubmit']>(async () => undefined);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <MarkPaidDialog
      invoices={[demoPayables[0]!]}
      today="2026-11-25"
      onClose={onClose}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, onClose, ...result };
}

const reference = () => screen.getByRole('textbox', { name: /^Payment reference/ });
const date = () => screen.getByRole('textbox', { name: /^Payment date/ });

describe('MarkPaidDialog', { timeout: 60_000 }, () => {
  it('summarises the invoice in rupees (Indian grouping) and needs a reference', async () => {
    const { user, onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Mark INV-000009 paid' });
    expect(dialog).toHaveTextContent('INV-000009 (Sharma Field Services)');
    expect(dialog).toHaveTextContent('₹1,25,000.00');
    expect(date()).toHaveValue('2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter the payment reference.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed reference, a bad or future date', async () => {
    const { user, onSubmit } = renderDialog();
    await user.type(reference(), '=SUM(A1)');
    await user.clear(date());
    await user.type(date(), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'Use 3 to 40 letters, digits, / or -, starting and ending with a letter or digit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a date as YYYY-MM-DD.')).toBeInTheDocument();
    await user.clear(date());
    await user.type(date(), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment date cannot be in the future.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed reference and the date with the keyboard', async () => {
    const { user, onSubmit } = renderDialog();
    reference().focus();
    await user.keyboard(' UTR-2026/77 ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      paymentReference: 'UTR-2026/77',
      paymentDate: '2026-11-25',
    });
  });

  it('titles a bulk payment by its count and totals it', () => {
    renderDialog({ invoices: demoPayables.slice(1) });
    const dialog = screen.getByRole('dialog', { name: 'Mark 2 invoices paid' });
    expect(dialog).toHaveTextContent('₹12,82,817.50');
  });

  it('shows a failure and keeps what was typed', async () => {
    const { user, onSubmit, rerender } = renderDialog();
    await user.type(reference(), 'UTR-1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(
      <MarkPaidDialog
        invoices={[demoPayables[0]!]}
        today="2026-11-25"
        onClose={vi.fn()}
        onSubmit={onSubmit}
        formError="Already paid: INV-000009. Someone recorded this payment before you; reload the list to see it."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Already paid: INV-000009');
    expect(reference()).toHaveValue('UTR-1');
  });
});
