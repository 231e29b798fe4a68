import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { demoWorkOrders } from '../fixtures.ts';
import { InvoiceRequestDialog, type InvoiceRequestDialogProps } from './InvoiceRequestDialog.tsx';

function renderDialog(props: Partial<InvoiceRequestDialogProps> = {}) {
  const onSubmit = vi.fn<InvoiceRequestDialogProps['onSubmit']>(async () => undefined);
  const onOpenChange = vi.fn();
  const result = renderWithProviders(
    <InvoiceRequestDialog
      isOpen
      onOpenChange={onOpenChange}
      partnerName="Rao Field Services"
      workOrders={demoWorkOrders}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, onOpenChange, ...result };
}

describe('InvoiceRequestDialog', { timeout: 60_000 }, () => {
  it('lists the work orders with their amounts and refuses a request without one', async () => {
    const { user, onSubmit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New invoice request' })).toBeInTheDocument();
    expect(screen.getByText('Partner: Rao Field Services')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /WO-000041 · ₹1,250\.00/ })).toBeInTheDocument();
    expect(screen.getByText('No work order chosen, total ₹0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create invoice request' }));
    expect(await screen.findByText('Choose at least one work order.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen work orders as numbers and trimmed remarks, chosen with the keyboard', async () => {
    const { user, onSubmit } = renderDialog();
    const first = screen.getByRole('checkbox', { name: /WO-000041/ });
    first.focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('2 work orders chosen, total ₹2,050.50')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.keyboard('  January visits ');
    await user.click(screen.getByRole('button', { name: 'Create invoice request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ workOrderIds: [41, 81], remarks: 'January visits' });
  });

  it('keeps what was chosen and typed when the request fails', async () => {
    const { user, rerender, onSubmit } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /WO-000121/ }));
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Create invoice request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(
      <InvoiceRequestDialog
        isOpen
        onOpenChange={vi.fn()}
        partnerName="Rao Field Services"
        workOrders={demoWorkOrders}
        onSubmit={onSubmit}
        formError="Work orders already in an invoice request: 121."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Work orders already in an invoice request: 121.');
    expect(screen.getByRole('checkbox', { name: /WO-000121/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Urgent');
  });

  it('shows loading, empty, partial and failed work order lists', () => {
    const { rerender } = renderDialog({ workOrders: undefined, isLoadingWorkOrders: true });
    expect(screen.getByRole('progressbar', { name: 'Loading work orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invoice request' })).toBeDisabled();
    const base = { isOpen: true, onOpenChange: vi.fn(), partnerName: 'Rao', onSubmit: vi.fn() };
    rerender(<InvoiceRequestDialog {...base} workOrders={[]} />);
    expect(
      screen.getByText('This partner has no work orders waiting for an invoice request.'),
    ).toBeInTheDocument();
    rerender(<InvoiceRequestDialog {...base} workOrders={demoWorkOrders} workOrdersTotal={140} />);
    expect(
      screen.getByText('Showing 3 of 140 work orders; request the rest in another invoice request.'),
    ).toBeInTheDocument();
    rerender(<InvoiceRequestDialog {...base} workOrdersError="Request timed out." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request timed out.');
  });

  it('closes with Cancel', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
