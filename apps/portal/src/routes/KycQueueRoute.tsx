import type { KycQueueQuery } from '@partner-portal/api';
import { useKycQueue } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  kycQueueColumns,
  kycStatusOptions,
  partnerRecordMessages as m,
  type KycQueueRow,
  type KycStatus,
} from '@partner-portal/forms/partner-records';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { partnerRecordRouteMessages as r } from './partner-records/messages.ts';

const KYC: readonly KycStatus[] = ['pending', 'verified', 'rejected'];

/**
 * /finance, where finance and accounts users land (access §6; 'Verify KYC', operations §2): the KYC
 * verification queue (GET /finance/kyc-verification/), pending first by default, oldest
 * submission first, PAN and Aadhaar masked except the last 4 digits; a row opens
 * /kyc-verify/{id}. The KYC status filter, search, sorting and paging are in the URL (issue 14).
 */
export function KycQueueRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const list = useListParams({ filters: ['kyc_status'], defaultOrdering: 'submitted_at' });
  const kycStatus = KYC.includes(list.state.filters.kyc_status as KycStatus)
    ? (list.state.filters.kyc_status as KycStatus)
    : 'pending';
  const query = useMemo<KycQueueQuery>(() => ({ ...list.query, kycStatus }), [list.query, kycStatus]);
  const read = useKycQueue(query, { keepPreviousData: true });
  return (
    <ListScreen<KycQueueRow>
      title={t(m.kycQueueTitle)}
      description={t(r.kycDescription)}
      columns={kycQueueColumns(intl)}
      {...listView(intl, read)}
      getRowId={(row) => row.uuid}
      state={{ ...list.state, filters: { ...list.state.filters, kyc_status: kycStatus } }}
      onStateChange={list.setState}
      searchLabel={t(m.searchKyc)}
      filters={[{ id: 'kyc_status', label: t(m.kycStatus), options: kycStatusOptions(intl) }]}
      emptyTitle={t(m.kycQueueEmpty)}
      onRowAction={(key) => void navigate(hrefTo('kycVerify', { id: String(key) }))}
    />
  );
}
