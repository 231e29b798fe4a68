import {
  TICKET_STATUSES,
  type Ticket,
  type TicketPriority,
  type TicketQuery,
  type TicketStatus,
} from '@partner-portal/api';
import {
  useBulkAssignTickets,
  useEscalateTicket,
  useMoveTicket,
  useProjects,
  useTicketLinks,
  useTicketPartners,
  useTicketFacets,
  useTickets,
} from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  AssignPartnerDialog,
  BulkAssignBar,
  EscalateTicketDialog,
  HoldTicketDialog,
  ScheduleVisitDialog,
  slaFilterOptions,
  ticketColumns,
  ticketMessages as m,
  ticketPriorityOptions,
  TicketRowActions,
  ticketStatusOptions,
  type TicketListVariant,
  type TicketRowAction,
} from '@partner-portal/forms/tickets';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo, useState, type ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../../config/paths.ts';
import { userCan } from '../../lib/access.ts';
import { listFailureText } from '../../lib/failureText.ts';
import { useNow } from '../../lib/useNow.ts';
import { useListParams } from '../../lib/listParams.ts';
import { listView } from '../../lib/listView.ts';
import { ticketRouteMessages as r } from './messages.ts';

const PRIORITIES: readonly TicketPriority[] = ['low', 'medium', 'high', 'critical'];
const SLA = ['overdue', 'due_today'] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** Props of {@link TicketListContainer}. */
export interface TicketListContainerProps {
  /** Columns and actions: the coordinator's list (actions, bulk assign), QC's queue, a client's read-only list. */
  variant: TicketListVariant;
  /** Title of the list. */
  title: ReactNode;
  /** Status shown when the URL names none (QC: completed). */
  defaultStatus?: TicketStatus;
  /** Fixed project (a project's page): its filter is not offered. */
  projectId?: number;
  /** Sentence under the title. */
  description?: ReactNode;
  /** Extra toolbar content (e.g. 'Create ticket'). */
  toolbar?: ReactNode;
}

type Dialog = { kind: 'assign' | 'schedule' | 'hold' | 'escalate'; tickets: Ticket[] } | null;

/**
 * Tickets (GET /management/tickets/) in the ListScreen: status, priority, SLA and project filters,
 * search, sorting and paging kept in the URL; Enter or a click opens /ticket-details/:uuid. The
 * coordinator variant adds per-row actions (assign a partner serving the pincode, schedule, put on
 * hold, escalate, copy the report and survey links) and bulk assignment of selected rows. A failed
 * action keeps its dialog and everything typed, with the server's message (a refused move or a
 * stale write is a 409). Spec: access §1 'Project Management', operations §2 (issue 13).
 */
export function TicketListContainer({
  variant,
  title,
  defaultStatus,
  projectId,
  description,
  toolbar,
}: TicketListContainerProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const list = useListParams({
    filters: ['status', 'priority', 'sla', 'project', 'district', 'partner'],
    defaultOrdering: '-created_at',
  });
  const { filters } = list.state;
  const status = oneOf(TICKET_STATUSES, filters.status) ?? defaultStatus;
  const priority = oneOf(PRIORITIES, filters.priority);
  const sla = oneOf(SLA, filters.sla);
  const project =
    projectId ?? (filters.project && /^\d+$/.test(filters.project) ? Number(filters.project) : undefined);
  const district = filters.district || undefined;
  const partner = filters.partner && /^\d+$/.test(filters.partner) ? Number(filters.partner) : undefined;
  const query = useMemo<TicketQuery>(
    () => ({
      ...list.query,
      ...(status ? { status } : {}),
      ...(priority ? { priority } : {}),
      ...(sla ? { sla } : {}),
      ...(project !== undefined ? { project } : {}),
      ...(district ? { district } : {}),
      ...(partner !== undefined ? { partner } : {}),
    }),
    [list.query, status, priority, sla, project, district, partner],
  );
  const facets = useTicketFacets();
  const read = useTickets(query, { keepPreviousData: true });
  const projects = useProjects(projectId === undefined ? { page_size: 100, ordering: 'name' } : null);
  const now = useNow();

  const canDispatch = variant === 'coordinator' && userCan('ticketAssign');
  const [selected, setSelected] = useState<Selection>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const move = useMoveTicket();
  const bulk = useBulkAssignTickets();
  const escalate = useEscalateTicket();
  const links = useTicketLinks();
  const first = dialog?.tickets[0];
  const partners = useTicketPartners(dialog?.kind === 'assign' && first ? first.ticketId : null);

  const rows = read.data?.results;
  const selectedTickets =
    selected === 'all' ? (rows ?? []) : (rows ?? []).filter((row) => selected.has(row.ticketId));

  const open = (kind: NonNullable<Dialog>['kind'], tickets: Ticket[]) => {
    setFormError(null);
    setDialog({ kind, tickets });
  };
  const close = () => {
    setDialog(null);
    setFormError(null);
  };
  /** Runs a write; on failure keeps the dialog open with the failure text (and rethrows so the form keeps its values). */
  const run = async (write: () => Promise<{ message: string }>) => {
    setFormError(null);
    try {
      const answer = await write();
      close();
      setSelected(new Set());
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setFormError(listFailureText(intl, caught));
    }
  };
  const copy = async (ticket: Ticket, which: 'serviceCallReport' | 'survey') => {
    try {
      const answer = await links.trigger(ticket.ticketId);
      const url = new URL(answer[which], window.location.origin).toString();
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'success', message: intl.formatMessage(r.linkCopied, { url }) });
    } catch (caught) {
      toast.show({
        type: 'error',
        message: listFailureText(intl, caught) ?? intl.formatMessage(r.linkCopyFailed),
      });
    }
  };
  const onRowAction = (ticket: Ticket, action: TicketRowAction) => {
    if (action === 'copy_report_link') void copy(ticket, 'serviceCallReport');
    else if (action === 'copy_survey_link') void copy(ticket, 'survey');
    else open(action, [ticket]);
  };

  const t = intl.formatMessage;
  return (
    <>
      <ListScreen<Ticket>
        title={title}
        description={description}
        columns={ticketColumns(intl, { variant, now })}
        {...listView(intl, read)}
        getRowId={(row) => row.ticketId}
        state={{
          ...list.state,
          filters: { ...list.state.filters, ...(status && !filters.status ? { status } : {}) },
        }}
        onStateChange={list.setState}
        searchLabel={t(m.searchTickets)}
        filters={[
          { id: 'status', label: t(m.status), options: ticketStatusOptions(intl) },
          { id: 'priority', label: t(m.priority), options: ticketPriorityOptions(intl) },
          { id: 'sla', label: t(m.sla), options: slaFilterOptions(intl) },
          ...(projectId === undefined
            ? [
                {
                  id: 'project',
                  label: t(m.project),
                  options: (projects.data?.results ?? []).map((item) => ({
                    id: String(item.id),
                    label: item.name,
                  })),
                },
              ]
            : []),
          {
            id: 'district',
            label: t(m.district),
            options: (facets.data?.districts ?? []).map((name) => ({ id: name, label: name })),
          },
          ...(variant === 'client'
            ? []
            : [
                {
                  id: 'partner',
                  label: t(m.partner),
                  options: (facets.data?.partners ?? []).map((item) => ({
                    id: String(item.id),
                    label: item.name,
                  })),
                },
              ]),
        ]}
        emptyTitle={t(m.listEmpty)}
        onRowAction={(key: Key) => void navigate(hrefTo('ticketDetails', { uuid: String(key) }))}
        {...(canDispatch
          ? {
              selectionMode: 'multiple' as const,
              selectedKeys: selected,
              onSelectionChange: setSelected,
              toolbar: (
                <>
                  {toolbar}
                  <BulkAssignBar
                    count={selectedTickets.length}
                    onAssign={() => open('assign', selectedTickets)}
                  />
                </>
              ),
              rowActions: (row: Ticket) => (
                <TicketRowActions
                  ticket={row}
                  onAction={(action) => onRowAction(row, action)}
                  canEscalate={userCan('ticketEscalate') ? undefined : false}
                  canCopyLinks={userCan('ticketLinks')}
                />
              ),
            }
          : { toolbar })}
      />
      {dialog?.kind === 'assign' ? (
        <AssignPartnerDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumbers={dialog.tickets.map((ticket) => ticket.ticketNumber)}
          partners={partners.data}
          isLoadingPartners={partners.isLoading}
          partnersError={partners.error ? listFailureText(intl, partners.error) : undefined}
          onRetryPartners={() => void partners.mutate()}
          formError={formError}
          onSubmit={({ partnerId }) =>
            run(() =>
              dialog.tickets.length === 1
                ? move.trigger({
                    ticketId: dialog.tickets[0]!.ticketId,
                    move: { action: 'assign', version: dialog.tickets[0]!.version, partnerId },
                  })
                : bulk.trigger({ ticketIds: dialog.tickets.map((ticket) => ticket.ticketId), partnerId }),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'schedule' && first ? (
        <ScheduleVisitDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={first.ticketNumber}
          formError={formError}
          onSubmit={({ visitStart, visitEnd }) =>
            run(() =>
              move.trigger({
                ticketId: first.ticketId,
                move: {
                  action: 'schedule',
                  version: first.version,
                  visitStart,
                  visitEnd,
                },
              }),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'hold' && first ? (
        <HoldTicketDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={first.ticketNumber}
          formError={formError}
          onSubmit={({ reason }) =>
            run(() =>
              move.trigger({
                ticketId: first.ticketId,
                move: { action: 'hold', version: first.version, reason },
              }),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'escalate' && first ? (
        <EscalateTicketDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={first.ticketNumber}
          formError={formError}
          onSubmit={({ reason, priority: level }) =>
            run(() => escalate.trigger({ ticketId: first.ticketId, reason, priority: level }))
          }
        />
      ) : null}
    </>
  );
}
