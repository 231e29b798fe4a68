import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { demoInvoiceRequest } from '../fixtures.ts';
import { InvoiceReviewDialog, type InvoiceReviewDialogProps } from './InvoiceReviewDialog.tsx';

function renderReview(props: Partial<InvoiceReviewDialogProps> = {}) {
  const onSubmit = vi.fn<InvoiceReviewDialogProps['onSubmit']>(async () => undefined);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <InvoiceReviewDialog request={demoInvoiceRequest} onClose={onClose} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, onClose, ...result };
}

describe('InvoiceReviewDialog', { timeout: 60_000 }, () => {
  it('summarises the request and needs a decision', async () => {
    const { user, onSubmit } = renderReview();
    const dialog = screen.getByRole('dialog', { name: 'Review invoice request IR-000003' });
    expect(dialog).toHaveTextContent('Rao Field Services');
    expect(dialog).toHaveTextContent('₹2,050.50');
    expect(dialog).toHaveTextContent('Work orders of Mumbai');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Choose approve or reject.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs remarks to reject, then submits them trimmed', async () => {
    const { user, onSubmit } = renderReview();
    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Remarks are required to reject.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Remarks/ }), ' Amounts differ ');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ decision: 'rejected', remarks: 'Amounts differ' });
  });

  it('approves with the keyboard, without remarks', async () => {
    const { user, onSubmit } = renderReview();
    screen.getByRole('radio', { name: 'Approve' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ decision: 'approved', remarks: '' });
  });

  it('shows a failure and keeps the decision and remarks', async () => {
    const { user, onSubmit, rerender } = renderReview();
    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: /^Remarks/ }), 'Wrong rate');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(
      <InvoiceReviewDialog
        request={demoInvoiceRequest}
        onClose={vi.fn()}
        onSubmit={onSubmit}
        formError="This invoice request has already been reviewed."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This invoice request has already been reviewed.');
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Remarks/ })).toHaveValue('Wrong rate');
  });

  it('is closed without a request and closes with Cancel', async () => {
    const { user, onClose, rerender } = renderReview();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<InvoiceReviewDialog request={null} onClose={onClose} onSubmit={vi.fn()} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
