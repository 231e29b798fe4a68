import type { InvoiceRequestPartner } from '@partner-portal/api';
import { useInvoiceRequestPartners } from '@partner-portal/api/hooks';
import { InvoiceRequestPartnerList } from '@partner-portal/forms/invoice-requests';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { userCan } from '../lib/access.ts';
import { listView } from '../lib/listView.ts';
import { CreateInvoiceRequest } from './invoice-requests/CreateInvoiceRequest.tsx';
import { InvoiceRequestListContainer } from './invoice-requests/InvoiceRequestListContainer.tsx';

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
  const list = useListParams({ prefix: 'partners', defaultOrdering: 'name' });
  const read = useInvoiceRequestPartners(list.query, {
    keepPreviousData: true,
  });
  const [partner, setPartner] = useState<InvoiceRequestPartner | null>(null);

  return (
    <>
      <InvoiceRequestPartnerList<InvoiceRequestPartner>
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        onRequest={userCan('invoiceRequestCreate') ? setPartner : undefined}
      />
      <CreateInvoiceRequest partner={partner} onClose={() => setPartner(null)} />
      <InvoiceRequestListContainer prefix="requests" />
    </>
  );
}
