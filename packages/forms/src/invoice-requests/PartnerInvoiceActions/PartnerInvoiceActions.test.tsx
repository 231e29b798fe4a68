import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { demoInvoices } from '../fixtures.ts';
import { PartnerInvoiceActions } from './PartnerInvoiceActions.tsx';

describe('PartnerInvoiceActions', { timeout: 60_000 }, () => {
  it('offers download and resend for a created invoice, retry for a failed one', () => {
    const handlers = { onDownload: vi.fn(), onResend: vi.fn(), onRetry: vi.fn() };
    const { rerender } = renderWithProviders(
      <PartnerInvoiceActions invoice={demoInvoices.created} {...handlers} />,
    );
    expect(screen.getByRole('button', { name: 'Download invoice of INV-000004' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invoice INV-000004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    rerender(<PartnerInvoiceActions invoice={demoInvoices.failed} {...handlers} />);
    expect(screen.getByRole('button', { name: 'Retry creation of IR-000019' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download|Resend/ })).not.toBeInTheDocument();
    rerender(<PartnerInvoiceActions invoice={demoInvoices.none} {...handlers} />);
    expect(screen.getByRole('button', { name: 'Download invoice of IR-000021' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend|Retry/ })).not.toBeInTheDocument();
  });

  it('hides the actions the caller does not offer', () => {
    renderWithProviders(<PartnerInvoiceActions invoice={demoInvoices.created} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends after confirmation, from the keyboard', async () => {
    const onResend = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <PartnerInvoiceActions invoice={demoInvoices.created} onResend={onResend} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Resend invoice INV-000004' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend invoice' });
    expect(dialog).toHaveTextContent('Send invoice INV-000004 again to rao.mum0@partners.demo.test?');
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onResend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the retry confirmation open with the failure', async () => {
    const onRetry = vi.fn(async () => {
      throw new Error('Only an invoice whose creation failed can be retried.');
    });
    const { user } = renderWithProviders(
      <PartnerInvoiceActions invoice={demoInvoices.failed} onRetry={onRetry} />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry creation of IR-000019' }));
    await user.click(await screen.findByRole('button', { name: 'Retry creation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an invoice whose creation failed can be retried.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Retry invoice creation' })).toBeInTheDocument();
  });

  it('shows a pending download until it settles', async () => {
    let finish: () => void = () => undefined;
    const onDownload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(
      <PartnerInvoiceActions invoice={demoInvoices.created} onDownload={onDownload} />,
    );
    const button = screen.getByRole('button', { name: 'Download invoice of INV-000004' });
    await user.click(button);
    expect(onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });
});
