import { Badge, EmptyState, Table, type TableColumn } from '@partner-portal/ui/data';
import { Button } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { dateTime } from '../../operations-shared/cells.tsx';
import { TicketStatusBadge } from '../../tickets/badges.tsx';
import { visitWindowText } from '../../tickets/columns.tsx';
import { partnerRecordMessages as m } from '../messages.ts';
import type { PartnerTicketRow } from '../types.ts';
import { Row } from './PartnerProfile.styles.ts';

/** Props of {@link PartnerTickets}. */
export interface PartnerTicketsProps {
  tickets: readonly PartnerTicketRow[];
  /** Accessible name of the table. */
  label: string;
  /** Called for Accept; without it no answer buttons. */
  onAccept?: (ticket: PartnerTicketRow) => void;
  /** Called for Decline (the parent asks for the reason). */
  onDecline?: (ticket: PartnerTicketRow) => void;
  /** Called for the service call report link; without it no link button. */
  onReportLink?: (ticket: PartnerTicketRow) => void;
  /** The ticket whose answer or link is running: its buttons are disabled, Accept shows a spinner. */
  busyTicketId?: string | null;
}

/**
 * The partner's tickets: number, status, customer, product, visit window, engineer, and for the
 * assigned partner Accept / Decline (as the server allows: `responses`) and the service call
 * report link. An accepted ticket says when.
 */
export function PartnerTickets({
  tickets,
  label,
  onAccept,
  onDecline,
  onReportLink,
  busyTicketId,
}: PartnerTicketsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (tickets.length === 0) return <EmptyState headingLevel={null} title={t(m.noTickets)} />;
  const columns: TableColumn<PartnerTicketRow>[] = [
    { id: 'ticket', name: t(m.ticket), isRowHeader: true, render: (row) => row.ticketNumber },
    {
      id: 'status',
      name: t(m.ticketStatus),
      render: (row) => (
        <Row>
          <TicketStatusBadge intl={intl} status={row.status} />
          {row.acceptedAt ? (
            <Badge tone="success">{t(m.acceptedOn, { at: dateTime(intl, row.acceptedAt) })}</Badge>
          ) : null}
        </Row>
      ),
    },
    {
      id: 'customer',
      name: t(m.customer),
      render: (row) => `${row.customerName} · ${row.district} ${row.pincode}`,
    },
    { id: 'product', name: t(m.product), render: (row) => row.productName || '—' },
    { id: 'visit', name: t(m.visit), render: (row) => visitWindowText(intl, row.visitStart, row.visitEnd) },
    { id: 'engineer', name: t(m.engineer), render: (row) => row.engineerName ?? '—' },
  ];
  if (onAccept || onDecline || onReportLink) {
    columns.push({
      id: 'actions',
      name: t(m.actions),
      render: (row) => {
        const busy = busyTicketId === row.ticketId;
        return (
          <Row>
            {onAccept && row.responses.includes('accept') ? (
              <Button
                size="sm"
                variant="primary"
                isPending={busy}
                isDisabled={busyTicketId != null && !busy}
                onPress={() => onAccept(row)}
                aria-label={t(m.accept, { number: row.ticketNumber })}
              >
                {t(m.acceptButton)}
              </Button>
            ) : null}
            {onDecline && row.responses.includes('decline') ? (
              <Button
                size="sm"
                variant="secondary"
                isDisabled={busyTicketId != null}
                onPress={() => onDecline(row)}
                aria-label={t(m.decline, { number: row.ticketNumber })}
              >
                {t(m.declineButton)}
              </Button>
            ) : null}
            {onReportLink && !['closed', 'cancelled'].includes(row.status) ? (
              <Button
                size="sm"
                variant="quiet"
                isDisabled={busyTicketId != null}
                onPress={() => onReportLink(row)}
                aria-label={t(m.reportLink, { number: row.ticketNumber })}
              >
                {t(m.reportLinkShort)}
              </Button>
            ) : null}
          </Row>
        );
      },
    });
  }
  return <Table aria-label={label} columns={columns} rows={tickets} getRowId={(row) => row.ticketId} />;
}
