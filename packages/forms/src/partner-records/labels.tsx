import { Badge, type BadgeTone, type TableColumn } from '@partner-portal/ui/data';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { dateTime } from '../operations-shared/cells.tsx';
import { formatInr } from '../operations-shared/money.ts';
import { partnerRecordMessages as m } from './messages.ts';
import type { KycQueueRow, KycStatus, MissingItem, PartnerRecordRow, PartnerRecordStatus } from './types.ts';

/** Labels of the record statuses. */
export const recordStatusLabels: Readonly<Record<PartnerRecordStatus, MessageDescriptor>> = {
  active: m.statusActive,
  pending: m.statusPending,
  removal_requested: m.statusRemoval,
  registration: m.statusRegistration,
};

/** Labels of the KYC statuses. */
export const kycStatusLabels: Readonly<Record<KycStatus, MessageDescriptor>> = {
  pending: m.kycPending,
  verified: m.kycVerified,
  rejected: m.kycRejected,
};

/** Labels of what a record still needs. */
export const missingItemLabels: Readonly<Record<MissingItem, MessageDescriptor>> = {
  pan: m.missingPan,
  pan_scan: m.missingPanScan,
  aadhaar: m.missingAadhaar,
  aadhaar_file: m.missingAadhaarFile,
  bank: m.missingBank,
  coverage: m.missingCoverage,
  kyc_review: m.missingReview,
  kyc_rejected: m.missingRejected,
};

const options = (intl: IntlShape, labels: Readonly<Record<string, MessageDescriptor>>) =>
  Object.entries(labels).map(([id, descriptor]) => ({ id, label: intl.formatMessage(descriptor) }));

/** The record statuses as filter options (id = server value). */
export const recordStatusOptions = (intl: IntlShape) => options(intl, recordStatusLabels);
/** The KYC statuses as filter options (id = server value). */
export const kycStatusOptions = (intl: IntlShape) => options(intl, kycStatusLabels);

const kycTones: Record<KycStatus, BadgeTone> = { pending: 'warning', verified: 'success', rejected: 'error' };
const statusTones: Record<PartnerRecordStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  removal_requested: 'neutral',
  registration: 'info',
};

/** A KYC status as a badge. */
export function KycStatusBadge({ intl, status }: { intl: IntlShape; status: KycStatus }) {
  return <Badge tone={kycTones[status] ?? 'neutral'}>{intl.formatMessage(kycStatusLabels[status])}</Badge>;
}

/** A record status as a badge. */
export function RecordStatusBadge({ intl, status }: { intl: IntlShape; status: PartnerRecordStatus }) {
  return (
    <Badge tone={statusTones[status] ?? 'neutral'}>{intl.formatMessage(recordStatusLabels[status])}</Badge>
  );
}

/** '4.5 of 5', or 'Not rated'. */
export const ratingText = (intl: IntlShape, rating: number | null) =>
  rating === null
    ? intl.formatMessage(m.notRated)
    : intl.formatMessage(m.ratingValue, { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) });

/** An amount in rupees as '₹1,250.00' (Indian grouping in English). */
export const rupees = (intl: IntlShape, amount: number) => formatInr(intl, amount);

/** Which records list: every record, approved partners, or rejected records (with the reason). */
export type RecordListVariant = 'all' | 'registered' | 'rejected';

/**
 * Columns of the partner records lists: partner (row header), contact, district and coverage,
 * status and KYC badges, rating, active tickets and the registration date; the rejected lists show
 * the rejection reason and day instead of rating and tickets. Sortable ids are the server's
 * ordering names (name, district, kyc_status, rating, active_tickets, created_at, kyc_decided_at).
 */
export function partnerRecordColumns(
  intl: IntlShape,
  variant: RecordListVariant = 'all',
): TableColumn<PartnerRecordRow>[] {
  const t = intl.formatMessage;
  const head: TableColumn<PartnerRecordRow>[] = [
    { id: 'name', name: t(m.partner), isRowHeader: true, allowsSorting: true, render: (row) => row.name },
    { id: 'contact', name: t(m.contact), render: (row) => `${row.contactName} · ${row.phone}` },
    {
      id: 'district',
      name: t(m.coverage),
      allowsSorting: true,
      render: (row) =>
        t(m.coverageOf, { place: row.district || row.city, state: row.state, count: row.pincodeCount }),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => <RecordStatusBadge intl={intl} status={row.status} />,
    },
    {
      id: 'kyc_status',
      name: t(m.kycStatus),
      allowsSorting: true,
      render: (row) => <KycStatusBadge intl={intl} status={row.kycStatus} />,
    },
  ];
  if (variant === 'rejected') {
    return [
      ...head,
      { id: 'reason', name: t(m.rejectionReason), render: (row) => row.kycReason ?? '—' },
      {
        id: 'kyc_decided_at',
        name: t(m.rejectedOn),
        allowsSorting: true,
        render: (row) => dateTime(intl, row.kycDecidedAt),
      },
    ];
  }
  return [
    ...head,
    {
      id: 'rating',
      name: t(m.rating),
      allowsSorting: true,
      align: 'end',
      render: (row) => ratingText(intl, row.rating),
    },
    {
      id: 'active_tickets',
      name: t(m.activeTickets),
      allowsSorting: true,
      align: 'end',
      render: (row) => intl.formatNumber(row.activeTickets),
    },
    {
      id: 'created_at',
      name: t(m.registered),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.createdAt),
    },
  ];
}

/** Columns of the KYC verification queue: partner, location, masked PAN and Aadhaar, submitted, status. */
export function kycQueueColumns(intl: IntlShape): TableColumn<KycQueueRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.partner), isRowHeader: true, allowsSorting: true, render: (row) => row.name },
    {
      id: 'district',
      name: t(m.district),
      allowsSorting: true,
      render: (row) => `${row.district}, ${row.state}`,
    },
    { id: 'pan', name: t(m.pan), render: (row) => <span dir="ltr">{row.pan ?? '—'}</span> },
    { id: 'aadhaar', name: t(m.aadhaar), render: (row) => <span dir="ltr">{row.aadhaar ?? '—'}</span> },
    {
      id: 'submitted_at',
      name: t(m.submitted),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.submittedAt),
    },
    {
      id: 'kyc_status',
      name: t(m.kycStatus),
      render: (row) => <KycStatusBadge intl={intl} status={row.kycStatus} />,
    },
  ];
}
