import { Button } from '@partner-portal/ui/primitives';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { optionsOf, reviewStatusLabels } from '../../operations-shared/labels.ts';
import { vendorDataColumns, type VendorDataListRow } from './columns.tsx';
import { vendorDataReviewMessages as m } from '../messages.ts';

/** Props of {@link VendorDataReviewList}. */
export interface VendorDataReviewListProps<T extends VendorDataListRow = VendorDataListRow> extends Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
> {
  /** Opens the approval of a pending response; with `onReject`, only for roles that may review. */
  onApprove?: (row: T) => void;
  /** Opens the rejection (remarks) of a pending response. */
  onReject?: (row: T) => void;
  /** More actions of a row (e.g. 'Request removal' of its partner). */
  moreActions?: (row: T) => ReactNode;
  /** The dialogs the route opens (approve, reject, removal). */
  children?: ReactNode;
}

/**
 * Partner Data Review: the data partners submitted (partner, collection, submitted data, date,
 * status, remarks) with a 'Status' filter (server filter `status`), search, sorting and paging; a
 * pending response offers 'Approve' and 'Reject' (each named with the partner and collection) when
 * the handlers are given. Loading, empty and failure (with Retry) states come from `ListScreen`.
 * Spec: operations §2 vendor-data-review, §7 'Management and warehouse', §8.
 */
export function VendorDataReviewList<T extends VendorDataListRow>({
  onApprove,
  onReject,
  moreActions,
  children,
  ...list
}: VendorDataReviewListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => vendorDataColumns(intl), [intl]);
  const filters = useMemo(
    () => [{ id: 'status', label: t(m.status), options: optionsOf(intl, reviewStatusLabels) }],
    [intl, t],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(m.vendorData)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noVendorData)}
      rowActions={(row) => (
        <>
          {row.status === 'pending' && onApprove ? (
            <Button
              size="sm"
              variant="primary"
              aria-label={t(m.approveLabel, { partner: row.partner.name, collection: row.collectionName })}
              onPress={() => onApprove(row)}
            >
              {t(m.approve)}
            </Button>
          ) : null}
          {row.status === 'pending' && onReject ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(m.rejectLabel, { partner: row.partner.name, collection: row.collectionName })}
              onPress={() => onReject(row)}
            >
              {t(m.reject)}
            </Button>
          ) : null}
          {moreActions?.(row)}
        </>
      )}
    >
      {children}
    </ListScreen>
  );
}
