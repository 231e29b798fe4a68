import { Alert } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { invoiceColumns, invoiceStatusFilter } from '../columns.tsx';
import { invoiceRequestListMessages as m } from '../listMessages.ts';
import type { InvoiceListProps } from '../listProps.ts';
import { PartnerInvoiceActions } from '../PartnerInvoiceActions/index.ts';
import type { InvoiceRequestRow } from '../types.ts';

/** Props of {@link PartnerInvoiceList}. */
export interface PartnerInvoiceListProps<
  T extends InvoiceRequestRow = InvoiceRequestRow,
> extends InvoiceListProps<T> {
  /** 'Download' of a row (not for a failed creation); omit for a user who may not download. */
  onDownload?: (invoice: T) => Promise<void>;
  /** 'Resend' of a created invoice, confirmed first; reject to keep the confirmation open. */
  onResend?: (invoice: T) => Promise<void>;
  /** 'Retry creation' of a failed invoice, confirmed first; reject to keep the confirmation open. */
  onRetryCreation?: (invoice: T) => Promise<void>;
  /** The text of a failed resend or retry, shown in its confirmation. */
  formatError: (error: unknown) => string;
  /** A failed download's text, shown in an alert above the list ('The invoice could not be downloaded'). */
  downloadError?: string | null;
}

/**
 * The partner invoices: approved invoice requests with their invoice number and state, times sent
 * and last sending; search, an 'Invoice status' filter, sortable by the server's orderings. Row
 * actions are those given (`PartnerInvoiceActions`: Download, Resend, Retry creation).
 * Spec: operations §7 'Finance', §8 'Shared HTTP'.
 */
export function PartnerInvoiceList<T extends InvoiceRequestRow>({
  onDownload,
  onResend,
  onRetryCreation,
  formatError,
  downloadError,
  headingLevel = 2,
  ...list
}: PartnerInvoiceListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => invoiceColumns(intl), [intl]);
  const filters = useMemo(() => [invoiceStatusFilter(intl)], [intl]);
  const anyAction = Boolean(onDownload || onResend || onRetryCreation);
  return (
    <>
      {downloadError ? (
        <Alert variant="error" title={t(m.actionFailed)}>
          {downloadError}
        </Alert>
      ) : null}
      <ListScreen<T>
        {...list}
        headingLevel={headingLevel}
        title={t(m.invoicesTitle)}
        description={t(m.invoicesDescription)}
        columns={columns}
        searchLabel={t(m.searchRequests)}
        filters={filters}
        emptyTitle={t(m.invoicesEmpty)}
        rowActions={
          anyAction
            ? (row) => (
                <PartnerInvoiceActions
                  invoice={row}
                  formatError={formatError}
                  onDownload={onDownload && (() => onDownload(row))}
                  onResend={onResend && (() => onResend(row))}
                  onRetry={onRetryCreation && (() => onRetryCreation(row))}
                />
              )
            : undefined
        }
      />
    </>
  );
}
