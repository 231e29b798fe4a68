import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { demoApprovedRequests } from '../fixtures.ts';
import { PartnerInvoiceForm, type PartnerInvoiceFormProps } from './PartnerInvoiceForm.tsx';

function renderForm(props: Partial<PartnerInvoiceFormProps> = {}) {
  const onSubmit = vi.fn<PartnerInvoiceFormProps['onSubmit']>(async () => undefined);
  return {
    onSubmit,
    ...renderWithProviders(
      <PartnerInvoiceForm requests={demoApprovedRequests} onSubmit={onSubmit} {...props} />,
    ),
  };
}

describe('PartnerInvoiceForm', { timeout: 60_000 }, () => {
  it('needs a chosen request', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('form', { name: 'Generate a partner invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate and download' }));
    expect(await screen.findByText('Choose an invoice request.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the request chosen with the keyboard', async () => {
    const { user, onSubmit } = renderForm();
    await user.tab();
    expect(screen.getByRole('button', { name: /Approved invoice request/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: /IR-000012 · Iyer Technicians · ₹1,600\.00/ });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Generate and download' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ invoiceRequestId: 12 });
  });

  it('shows failure and success, keeping the choice', async () => {
    const { rerender } = renderForm({ initialValues: { invoiceRequestId: '11' } });
    expect(screen.getByRole('button', { name: /IR-000011/ })).toBeInTheDocument();
    rerender(
      <PartnerInvoiceForm
        requests={demoApprovedRequests}
        initialValues={{ invoiceRequestId: '11' }}
        onSubmit={vi.fn()}
        formError="Only an approved invoice request can be invoiced."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only an approved invoice request can be invoiced.');
    expect(screen.getByRole('button', { name: /IR-000011/ })).toBeInTheDocument();
    rerender(
      <PartnerInvoiceForm
        requests={demoApprovedRequests}
        initialValues={{ invoiceRequestId: '11' }}
        onSubmit={vi.fn()}
        successMessage="INV-000004.csv"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('INV-000004.csv');
  });

  it('shows loading, none and load failure in place of the select', () => {
    const { rerender } = renderForm({ requests: undefined });
    expect(
      screen.getByRole('progressbar', { name: 'Loading approved invoice requests' }),
    ).toBeInTheDocument();
    rerender(<PartnerInvoiceForm requests={[]} onSubmit={vi.fn()} />);
    expect(screen.getByText('There is no approved invoice request to invoice.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate and download' })).toBeDisabled();
    rerender(<PartnerInvoiceForm requestsError="Network Unavailable" onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Unavailable');
  });
});
