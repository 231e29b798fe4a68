import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { TicketNote } from '../resources/ticketNotes.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

/**
 * A ticket's notes (GET /management/tickets/{ticket_id}/notes/), newest first; each read brings
 * fresh 60 s image links, so the list is re-read every 50 s while shown. `null` skips. Issue 20.
 */
export function useTicketNotes(
  ticketId: string | null,
  config?: SWRConfiguration<TicketNote[], ApiError>,
): SWRResponse<TicketNote[], ApiError> {
  const client = useApiClient();
  return useApiRead(
    ticketId ? apiKeys.tickets.notes(ticketId) : null,
    () => client.ticketNotes.list(ticketId ?? ''),
    {
      refreshInterval: 50_000,
      ...config,
    },
  );
}

/** Adds a note (`trigger({ ticketId, html })`, images as storage keys), then re-reads the notes and the ticket. */
export function useAddTicketNote(): SWRMutationResponse<
  { message: string; note: TicketNote },
  ApiError,
  ReturnType<typeof apiKeys.tickets.write>,
  { ticketId: string; html: string }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.tickets.write('note'),
    (_key, { arg }: { arg: { ticketId: string; html: string } }) =>
      client.ticketNotes.add(arg.ticketId, arg.html),
    { onSuccess: (_answer, _key) => revalidate(apiKeys.tickets.all()) },
  );
}
