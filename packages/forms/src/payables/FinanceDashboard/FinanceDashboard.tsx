import { EmptyState, Table, type TableColumn } from '@partner-portal/ui/data';
import { Alert, Button, Heading, Link, Spinner } from '@partner-portal/ui/primitives';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInr, formatMonth } from '../format.ts';
import { payableMessages as m } from '../messages.ts';
import { Figures } from '../payables.styles.ts';
import type { FinanceDashboardView, PayableFiguresView } from '../types.ts';

/** Props of {@link FinanceDashboard}. */
export interface FinanceDashboardProps {
  /** The figures; undefined before the first answer. */
  data?: FinanceDashboardView;
  isLoading?: boolean;
  /** The failure to show, with Retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The /payables link of a month (`YYYY-MM`) or partner (id), e.g. `/payables?month=2026-11`. */
  payablesHref: (filter: { month?: string; partner?: number; overdue?: boolean }) => string;
  /** Level of the section headings. Default 2. */
  headingLevel?: 2 | 3;
}

type MonthRow = PayableFiguresView & { id: string; month: string };
type PartnerRow = PayableFiguresView & { id: number; partner: { id: number; name: string; city: string } };

/**
 * /finance-dashboard: partner payables at a glance: to pay, overdue and paid (rupees and counts),
 * then tables by invoice month and by partner (the ten with most to pay) whose names link to the
 * filtered /payables. Tables rather than charts: every figure is readable by keyboard and screen
 * reader. Issue 14 (accounts payable).
 */
export function FinanceDashboard({
  data,
  isLoading = false,
  error,
  onRetry,
  payablesHref,
  headingLevel = 2,
}: FinanceDashboardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const monthId = useId();
  const partnerId = useId();
  const figureColumns = useMemo(
    () =>
      <T extends PayableFiguresView>(): TableColumn<T>[] => [
        {
          id: 'outstanding',
          name: t(m.columnOutstanding),
          align: 'end',
          render: (row) => formatInr(intl, row.outstanding),
        },
        {
          id: 'overdue',
          name: t(m.columnOverdue),
          align: 'end',
          render: (row) => formatInr(intl, row.overdue),
        },
        { id: 'paid', name: t(m.columnPaid), align: 'end', render: (row) => formatInr(intl, row.paid) },
      ],
    [intl, t],
  );
  const monthColumns = useMemo<TableColumn<MonthRow>[]>(
    () => [
      {
        id: 'month',
        name: t(m.columnMonth),
        isRowHeader: true,
        render: (row) => (
          <Link href={payablesHref({ month: row.month })}>{formatMonth(intl, row.month)}</Link>
        ),
      },
      ...figureColumns<MonthRow>(),
    ],
    [figureColumns, intl, payablesHref, t],
  );
  const partnerColumns = useMemo<TableColumn<PartnerRow>[]>(
    () => [
      {
        id: 'partner',
        name: t(m.columnPartner),
        isRowHeader: true,
        render: (row) => (
          <Link
            href={payablesHref({ partner: row.partner.id })}
            aria-label={t(m.viewPayables, { name: row.partner.name })}
          >
            {row.partner.name}
          </Link>
        ),
      },
      ...figureColumns<PartnerRow>(),
    ],
    [figureColumns, payablesHref, t],
  );

  if (error)
    return (
      <Alert variant="error" title={t(m.loadFailed)}>
        {error}
        {onRetry ? (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t(m.retry)}
          </Button>
        ) : null}
      </Alert>
    );
  if (!data) return isLoading ? <Spinner label={t(m.loading)} /> : null;
  if (data.byMonth.length === 0) return <EmptyState title={t(m.dashboardEmpty)} />;

  const { totals } = data;
  return (
    <>
      <Figures aria-label={t(m.totalsLabel)}>
        <div>
          <dt>
            <Link href={payablesHref({})}>{t(m.totalOutstanding)}</Link>
          </dt>
          <dd>
            {t(m.amountAndCount, {
              amount: formatInr(intl, totals.outstanding),
              count: totals.outstandingCount,
            })}
          </dd>
        </div>
        <div>
          <dt>
            <Link href={payablesHref({ overdue: true })}>{t(m.totalOverdue)}</Link>
          </dt>
          <dd>
            {t(m.amountAndCount, { amount: formatInr(intl, totals.overdue), count: totals.overdueCount })}
          </dd>
        </div>
        <div>
          <dt>{t(m.totalPaid)}</dt>
          <dd>{t(m.amountAndCount, { amount: formatInr(intl, totals.paid), count: totals.paidCount })}</dd>
        </div>
      </Figures>
      <section aria-labelledby={monthId}>
        <Heading level={headingLevel} size="md" id={monthId}>
          {t(m.dashboardByMonth)}
        </Heading>
        <Table<MonthRow>
          aria-labelledby={monthId}
          columns={monthColumns}
          rows={data.byMonth.map((row) => ({ ...row, id: row.month }))}
        />
      </section>
      <section aria-labelledby={partnerId}>
        <Heading level={headingLevel} size="md" id={partnerId}>
          {t(m.dashboardByPartner)}
        </Heading>
        <Table<PartnerRow>
          aria-labelledby={partnerId}
          columns={partnerColumns}
          rows={data.byPartner.map((row) => ({ ...row, id: row.partner.id }))}
        />
      </section>
    </>
  );
}
