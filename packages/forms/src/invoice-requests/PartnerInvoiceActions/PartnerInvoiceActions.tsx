import { ConfirmDialog, DialogTrigger } from '@partner-portal/ui/overlays';
import { Button } from '@partner-portal/ui/primitives';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { invoiceRequestMessages } from '../messages.ts';
import type { PartnerInvoiceSummary } from '../types.ts';
import { Actions } from './PartnerInvoiceActions.styles.ts';

/** Props of {@link PartnerInvoiceActions}. */
export interface PartnerInvoiceActionsProps {
  invoice: PartnerInvoiceSummary;
  /**
   * Generates (first time) or downloads the invoice file again. Offered for an invoice that is
   * not failed. Leave out to hide the button (a role that may not make the call).
   */
  onDownload?: () => Promise<void>;
  /**
   * Sends a created invoice to the partner again, after a confirmation; a rejection keeps the
   * confirmation open with the error (`formatError`). Leave out to hide the button.
   */
  onResend?: () => Promise<void>;
  /** Creates again an invoice whose creation failed, after a confirmation. Leave out to hide the button. */
  onRetry?: () => Promise<void>;
  /** Text of a failed resend or retry inside its confirmation. Default: the error's message. */
  formatError?: (error: unknown) => ReactNode;
}

/**
 * The actions of one partner invoice row: 'Download' (not for a failed creation), 'Resend' for a
 * created invoice (confirm 'Send invoice {number} again to {email}?') and 'Retry creation' for a
 * failed one (confirm 'Creating the invoice of {number} failed. Create it again?'). Each button is
 * named after its invoice for screen readers; confirmations return focus to their button and show
 * a failure inside, keeping it open.
 *
 * Spec: operations §7 'Finance' (generate-partner-invoice, partner-invoice/resend/,
 * partner-invoice/retry-create/); texts are the reference wording.
 */
export function PartnerInvoiceActions({
  invoice,
  onDownload,
  onResend,
  onRetry,
  formatError,
}: PartnerInvoiceActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [downloading, setDownloading] = useState(false);
  const number = invoice.invoiceNumber ?? invoice.requestNumber;
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      // The caller reports the failure (it owns the page's status area).
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Actions>
      {onDownload && invoice.invoiceStatus !== 'failed' && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t(invoiceRequestMessages.downloadLabel, { number })}
          isPending={downloading}
          onPress={() => void download()}
        >
          {t(invoiceRequestMessages.download)}
        </Button>
      )}
      {onResend && invoice.invoiceStatus === 'created' && (
        <DialogTrigger>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(invoiceRequestMessages.resendLabel, { number })}
          >
            {t(invoiceRequestMessages.resend)}
          </Button>
          <ConfirmDialog
            title={t(invoiceRequestMessages.resendTitle)}
            message={t(invoiceRequestMessages.resendMessage, { number, email: invoice.partner.email })}
            confirmLabel={t(invoiceRequestMessages.resend)}
            onConfirm={onResend}
            formatError={formatError}
          />
        </DialogTrigger>
      )}
      {onRetry && invoice.invoiceStatus === 'failed' && (
        <DialogTrigger>
          <Button size="sm" variant="secondary" aria-label={t(invoiceRequestMessages.retryLabel, { number })}>
            {t(invoiceRequestMessages.retry)}
          </Button>
          <ConfirmDialog
            title={t(invoiceRequestMessages.retryTitle)}
            message={t(invoiceRequestMessages.retryMessage, { number })}
            confirmLabel={t(invoiceRequestMessages.retry)}
            onConfirm={onRetry}
            formatError={formatError}
          />
        </DialogTrigger>
      )}
    </Actions>
  );
}
