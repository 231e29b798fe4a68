import type { FinanceAction } from '@partner-portal/api';
import { useFinanceActions } from '@partner-portal/api/hooks';
import { CALL_ROLES } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { FinanceActionList } from '@partner-portal/forms/payables';
import { initialListState } from '@partner-portal/forms/list-screen';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { listView } from '../lib/listView.ts';

/** Where a pending task is done: the KYC review, or the invoice request list narrowed to it. */
export function actionHref(row: FinanceAction): string {
  if (row.type === 'kyc_verification') return hrefTo('kycVerify', { id: row.partner.uuid });
  const params = new URLSearchParams({ search: row.reference ?? '' });
  if (row.type === 'invoice_review') params.set('status', 'pending');
  else params.set('invoice_status', 'failed');
  return `${hrefTo('invoiceRequestReview')}?${params.toString()}`;
}

const STATE = initialListState(100, '');

/**
 * /actions (finance_user or accounts_user): the pending finance tasks, oldest first (GET
 * /finance/actions/), the same rows the menu's Actions badge counts (GET /finance/task-count/; both
 * revalidate together). 'Open' goes to the KYC review (/kyc-verify/:uuid) or to the invoice request
 * on /invoice-request (finance_user only: accounts_user gets no 'Open' there). Spec: operations §2
 * 'Finance menu' (Actions with a badge), §6. Issue 14.
 */
export function ActionsRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const read = useFinanceActions(true, { keepPreviousData: true });
  const role = storage.get('user_role') ?? '';
  const canReview = (CALL_ROLES.invoiceRequestReview as readonly string[]).includes(role);
  const now = new Date();
  const view = listView(intl, { ...read, data: read.data && { ...read.data, status: 200 } });
  return (
    <FinanceActionList<FinanceAction>
      {...view}
      now={now}
      state={STATE}
      onStateChange={() => undefined}
      canOpen={(row) => row.type === 'kyc_verification' || canReview}
      onOpen={(row) => void navigate(actionHref(row))}
    />
  );
}
