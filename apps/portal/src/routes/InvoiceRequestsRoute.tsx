import type { InvoiceRequestPartner } from '@partner-portal/api';
import { useInvoiceRequestPartners } from '@partner-portal/api/hooks';
import { financeMessages } from '@partner-portal/forms/finance';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/listFailure.ts';
import { useListParams } from '../lib/listParams.ts';
import { sessionCanCall } from './finance/access.ts';
import { partnerColumns } from './finance/columns.tsx';
import { CreateInvoiceRequest } from './finance/CreateInvoiceRequest.tsx';
import { InvoiceRequestList } from './finance/InvoiceRequestList.tsx';
import { financeRouteMessages as m } from './finance/messages.ts';

/**
 * /invoice-requests (coordinator and project manager / admin menus): the partners with completed
 * work orders not yet requested (GET /finance/invoicerequest_partner-list/: search, sort, pages
 * in the URL under `partners_`), each with 'Request invoice' for users who may create one
 * (`CALL_ROLES.invoiceRequestCreate`), which opens the request dialog fed by GET
 * /management/invoiceing_work-orders/; below, the invoice requests and their review state
 * (GET /finance/invoice-request/, under `requests_`). A role the server refuses sees its 403
 * message in place of the list. Spec: operations §2 'Operations menu', §7 'Finance',
 * 'Management and warehouse', §8.
 */
export function InvoiceRequestsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useListParams({ prefix: 'partners', defaultOrdering: 'name' });
  const { data, error, isLoading, mutate } = useInvoiceRequestPartners(list.query, {
    keepPreviousData: true,
  });
  const canCreate = sessionCanCall('invoiceRequestCreate');
  const [partner, setPartner] = useState<InvoiceRequestPartner | null>(null);
  const columns = useMemo(() => partnerColumns(intl), [intl]);

  return (
    <>
      <ListScreen<InvoiceRequestPartner>
        title={t(m.partnersTitle)}
        description={t(m.partnersDescription)}
        columns={columns}
        rows={data?.results}
        total={data?.count}
        state={list.state}
        onStateChange={list.setState}
        searchLabel={t(m.searchPartners)}
        isLoading={isLoading}
        error={error ? listFailureText(intl, error) : undefined}
        onRetry={() => void mutate()}
        emptyTitle={t(m.partnersEmpty)}
        rowActions={
          canCreate
            ? (row) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(financeMessages.newRequestLabel, { name: row.name })}
                  onPress={() => setPartner(row)}
                >
                  {t(financeMessages.newRequest)}
                </Button>
              )
            : undefined
        }
      />
      <CreateInvoiceRequest partner={partner} onClose={() => setPartner(null)} />
      <InvoiceRequestList prefix="requests" />
    </>
  );
}
