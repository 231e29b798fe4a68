import { Button } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { partnerColumns } from '../columns.tsx';
import { invoiceRequestListMessages as m } from '../listMessages.ts';
import type { InvoiceListProps } from '../listProps.ts';
import { invoiceRequestMessages } from '../messages.ts';
import type { InvoiceRequestPartnerRow } from '../types.ts';

/** Props of {@link InvoiceRequestPartnerList}. */
export interface InvoiceRequestPartnerListProps<
  T extends InvoiceRequestPartnerRow = InvoiceRequestPartnerRow,
> extends InvoiceListProps<T> {
  /** Opens the request dialog for a partner; without it the rows have no 'Request invoice'. */
  onRequest?: (partner: T) => void;
}

/**
 * The partners with completed work orders not yet in an invoice request: partner, city, state,
 * open work orders and amount, sortable by the server's orderings, searchable by name, city or
 * phone; each row offers 'Request invoice' when `onRequest` is given. Loading, empty ('Every
 * completed work order is in an invoice request.') and failure (with Retry) states come from
 * `ListScreen`. Spec: operations §7 'Finance' (shapes not shown: reference server's choice).
 */
export function InvoiceRequestPartnerList<T extends InvoiceRequestPartnerRow>({
  onRequest,
  ...list
}: InvoiceRequestPartnerListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => partnerColumns(intl), [intl]);
  return (
    <ListScreen<T>
      {...list}
      title={t(m.partnersTitle)}
      description={t(m.partnersDescription)}
      columns={columns}
      searchLabel={t(m.searchPartners)}
      emptyTitle={t(m.partnersEmpty)}
      rowActions={
        onRequest
          ? (row) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(invoiceRequestMessages.newRequestLabel, { name: row.name })}
                onPress={() => onRequest(row)}
              >
                {t(invoiceRequestMessages.newRequest)}
              </Button>
            )
          : undefined
      }
    />
  );
}
