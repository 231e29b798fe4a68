import type { PartnerRecordQuery } from '@partner-portal/api';
import { usePartnerRecordFacets, usePartnerRecords } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  kycStatusOptions,
  partnerRecordColumns,
  partnerRecordMessages as m,
  recordStatusOptions,
  type KycStatus,
  type PartnerRecordRow,
  type PartnerRecordStatus,
  type RecordListVariant,
} from '@partner-portal/forms/partner-records';
import { Button } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { RouteModuleProps } from '../config/routes.ts';
import { hrefTo } from '../config/paths.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { partnerRecordRouteMessages as r } from './partner-records/messages.ts';

const KYC: readonly KycStatus[] = ['pending', 'verified', 'rejected'];
const STATUSES: readonly PartnerRecordStatus[] = ['active', 'pending', 'removal_requested', 'registration'];
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * /records (agents, internal agents, QA, admin land here), /registered-partners (approved:
 * active and KYC verified), /rejected and /qc/rejected (KYC rejected, with the reason): partner
 * records from GET /partner/records/ in the ListScreen, with search, KYC status, status and
 * district filters, sorting and paging kept in the URL. A row opens /detail/{uuid}; 'Create New
 * Record' opens the registration flow. Spec: access §1, §6; operations §2 (issue 14).
 */
export function RecordsRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const variant: RecordListVariant =
    route.id === 'registeredPartners'
      ? 'registered'
      : route.id === 'rejected' || route.id === 'qcRejected'
        ? 'rejected'
        : 'all';
  const list = useListParams({
    filters: variant === 'all' ? ['kyc_status', 'status', 'district'] : ['district'],
    defaultOrdering: variant === 'rejected' ? '-kyc_decided_at' : '-created_at',
  });
  const { filters } = list.state;
  const kycStatus = oneOf(KYC, filters.kyc_status);
  const status = oneOf(STATUSES, filters.status);
  const district = filters.district || undefined;
  const query = useMemo<PartnerRecordQuery>(
    () => ({
      ...list.query,
      view: variant,
      ...(kycStatus ? { kycStatus } : {}),
      ...(status ? { status } : {}),
      ...(district ? { district } : {}),
    }),
    [list.query, variant, kycStatus, status, district],
  );
  const read = usePartnerRecords(query, { keepPreviousData: true });
  const facets = usePartnerRecordFacets();
  const title = t(
    variant === 'registered' ? m.registeredTitle : variant === 'rejected' ? m.rejectedTitle : m.recordsTitle,
  );
  const districtFilter = {
    id: 'district',
    label: t(m.district),
    options: (facets.data?.districts ?? []).map((name) => ({ id: name, label: name })),
  };
  return (
    <ListScreen<PartnerRecordRow>
      title={title}
      description={
        variant === 'registered'
          ? t(r.registeredDescription)
          : variant === 'rejected'
            ? t(r.rejectedDescription)
            : undefined
      }
      columns={partnerRecordColumns(intl, variant)}
      {...listView(intl, read)}
      getRowId={(row) => row.uuid}
      state={list.state}
      onStateChange={list.setState}
      searchLabel={t(m.searchRecords)}
      filters={
        variant === 'all'
          ? [
              { id: 'kyc_status', label: t(m.kycStatus), options: kycStatusOptions(intl) },
              { id: 'status', label: t(m.status), options: recordStatusOptions(intl) },
              districtFilter,
            ]
          : [districtFilter]
      }
      emptyTitle={t(m.recordsEmpty)}
      onRowAction={(key) => void navigate(hrefTo('detail', { uuid: String(key) }))}
      toolbar={
        variant === 'all' ? (
          <Button variant="secondary" size="sm" onPress={() => void navigate(hrefTo('partnerRegistration'))}>
            {t(m.createRecord)}
          </Button>
        ) : null
      }
    />
  );
}
