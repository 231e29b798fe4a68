import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse } from '../resources/lists.ts';
import type {
  NewTicket,
  Ticket,
  TicketDetail,
  TicketFacets,
  TicketLinks,
  TicketMove,
  TicketPartnerOption,
  TicketPriority,
  TicketQuery,
  TicketWritten,
} from '../resources/tickets.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/** Tickets (GET /management/tickets/); `null` skips. Spec: access §1, operations §2 ticket-list (issue 13). */
export function useTickets(
  query: TicketQuery | null = {},
  config?: Config<ListResponse<Ticket>>,
): SWRResponse<ListResponse<Ticket>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.tickets.list(query) : null,
    () => client.tickets.list(query ?? {}),
    config,
  );
}

/** District and partner filter choices of the ticket list (GET /management/tickets/facets/). */
export function useTicketFacets(config?: Config<TicketFacets>): SWRResponse<TicketFacets, ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.tickets.facets(), () => client.tickets.facets(), config);
}

/** One ticket with its history, report, files, survey answers, tasks and escalations; `null` skips. */
export function useTicket(
  ticketId: string | null,
  config?: Config<TicketDetail>,
): SWRResponse<TicketDetail, ApiError> {
  const client = useApiClient();
  return useApiRead(
    ticketId ? apiKeys.tickets.detail(ticketId) : null,
    () => client.tickets.get(ticketId ?? ''),
    config,
  );
}

/** Partners who may take the ticket (serving its pincode), least busy first; `null` skips. */
export function useTicketPartners(
  ticketId: string | null,
  config?: Config<TicketPartnerOption[]>,
): SWRResponse<TicketPartnerOption[], ApiError> {
  const client = useApiClient();
  return useApiRead(
    ticketId ? apiKeys.tickets.partners(ticketId) : null,
    () => client.tickets.partners(ticketId ?? ''),
    config,
  );
}

/** What {@link useMoveTicket} takes: the ticket and the move. */
export interface TicketMoveArg {
  ticketId: string;
  move: TicketMove;
}

/**
 * Moves a ticket through its lifecycle (`trigger({ ticketId, move })`), then revalidates the
 * ticket lists, the ticket, the projects and the escalations. Rejects with the server's 409 for
 * a stale version or an illegal move.
 */
export function useMoveTicket(): SWRMutationResponse<
  TicketWritten,
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  TicketMoveArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.tickets.write('move'),
    (_key, { arg }: { arg: TicketMoveArg }) => client.tickets.move(arg.ticketId, arg.move),
    { onSuccess: () => revalidate(apiKeys.tickets.all(), apiKeys.projects.all()) },
  );
}

/** Assigns tickets to one partner, all or none (`trigger({ ticketIds, partnerId })`). */
export function useBulkAssignTickets(): SWRMutationResponse<
  { status: number; message: string; count: number },
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  { ticketIds: string[]; partnerId: number }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.tickets.write('bulk-assign'),
    (_key, { arg }: { arg: { ticketIds: string[]; partnerId: number } }) => client.tickets.bulkAssign(arg),
    { onSuccess: () => revalidate(apiKeys.tickets.all(), apiKeys.projects.all()) },
  );
}

/** Creates a ticket (`trigger(ticket)`), then revalidates the ticket lists and projects. */
export function useCreateTicket(): SWRMutationResponse<
  TicketWritten,
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  NewTicket
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.tickets.write('create'),
    (_key, { arg }: { arg: NewTicket }) => client.tickets.create(arg),
    { onSuccess: () => revalidate(apiKeys.tickets.all(), apiKeys.projects.all()) },
  );
}

/** What {@link useEscalateTicket} takes. */
export interface TicketEscalationArg {
  ticketId: string;
  reason: string;
  priority: TicketPriority;
}

/** Escalates a ticket (`trigger({ ticketId, reason, priority })`), then revalidates tickets and escalations (the badge). */
export function useEscalateTicket(): SWRMutationResponse<
  { status: number; message: string },
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  TicketEscalationArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.tickets.write('escalate'),
    (_key, { arg }: { arg: TicketEscalationArg }) =>
      client.tickets.escalate(arg.ticketId, { reason: arg.reason, priority: arg.priority }),
    { onSuccess: () => revalidate(apiKeys.tickets.all(), apiKeys.escalations.all()) },
  );
}

/** Gets (or makes) a ticket's field-form links (`trigger(ticketId)`). */
export function useTicketLinks(): SWRMutationResponse<
  TicketLinks,
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  string
> {
  const client = useApiClient();
  return useSWRMutation(apiKeys.tickets.write('links'), (_key, { arg }: { arg: string }) =>
    client.tickets.links(arg),
  );
}
