import type { TableColumn } from '@partner-portal/ui/data';
import { Button } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { financeWorkMessages as m } from '../financeWorkMessages.ts';
import { formatInr, formatInstant } from '../format.ts';

/** Kind of a pending finance task. */
export type FinanceActionKind = 'kyc_verification' | 'invoice_review' | 'invoice_failed';

/** A pending finance task as /actions shows it; `since` is an ISO 8601 instant, `amount` rupees. Structurally the api's `FinanceAction`. */
export interface FinanceActionRow {
  type: FinanceActionKind;
  id: number;
  reference: string | null;
  partner: { id: number; uuid: string; name: string };
  amount: number | null;
  since: string;
}

/** Props of {@link FinanceActionList}. */
export interface FinanceActionListProps<
  T extends FinanceActionRow = FinanceActionRow,
> extends InvoiceListProps<T> {
  /** The current instant (the age of each task is counted from it), e.g. `new Date()`. */
  now: Date;
  /** Opens the task's review page; absent (no Open button) for tasks the user cannot review. */
  onOpen: (row: T) => void;
  /** Whether this user can open the task (e.g. invoice reviews are finance_user only). Default: all. */
  canOpen?: (row: T) => boolean;
}

const TYPE_TEXT = {
  kyc_verification: m.typeKyc,
  invoice_review: m.typeInvoiceReview,
  invoice_failed: m.typeInvoiceFailed,
} as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * /actions: the finance user's pending work, oldest first, the rows the Actions badge counts
 * (GET /finance/task-count/): KYCs to verify, invoice requests to review and invoices whose creation
 * failed, with the partner, since when and how long it has waited, and 'Open' to its review page.
 * Spec: operations §2 'Finance menu' (Actions with a badge). Issue 14.
 */
export function FinanceActionList<T extends FinanceActionRow>({
  now,
  onOpen,
  canOpen = () => true,
  headingLevel = 2,
  ...list
}: FinanceActionListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo<TableColumn<T>[]>(
    () => [
      { id: 'type', name: t(m.columnType), isRowHeader: true, render: (row) => t(TYPE_TEXT[row.type]) },
      {
        id: 'partner',
        name: t(m.columnPartner),
        render: (row) =>
          row.reference
            ? `${row.partner.name} · ${row.reference}${row.amount !== null ? ` · ${formatInr(intl, row.amount)}` : ''}`
            : row.partner.name,
      },
      { id: 'since', name: t(m.columnSince), render: (row) => formatInstant(intl, row.since) },
      {
        id: 'age',
        name: t(m.columnAge),
        render: (row) =>
          t(m.age, { days: Math.max(0, Math.floor((now.getTime() - new Date(row.since).getTime()) / DAY)) }),
      },
    ],
    [intl, t, now],
  );
  return (
    <ListScreen<T>
      {...list}
      headingLevel={headingLevel}
      title={t(m.actionsTitle)}
      description={t(m.actionsDescription)}
      columns={columns}
      isSearchable={false}
      getRowId={(row) => `${row.type}-${row.id}`}
      emptyTitle={t(m.actionsEmpty)}
      rowActions={(row) =>
        canOpen(row) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(m.open, { task: t(TYPE_TEXT[row.type]), partner: row.partner.name })}
            onPress={() => onOpen(row)}
          >
            {t(m.openButton)}
          </Button>
        ) : null
      }
    />
  );
}
