import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// Staff notes on a ticket in rich text (issue 20; operations §7 'File upload' 5).

/** One note: HTML whose images are storage keys, with a 60 s signed link per key. */
export interface TicketNote {
  id: number;
  authorName: string;
  /** Stored HTML (not sanitised: show it through `toDisplayHtml`). */
  html: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** Storage key -> signed display link (60 s), for this note's images. */
  images: Readonly<Record<string, string>>;
}

interface WireNote {
  id: number;
  author_name: string;
  html: string;
  created_at: string;
  images?: Record<string, string>;
}

const fromWire = (wire: WireNote): TicketNote => ({
  id: wire.id,
  authorName: wire.author_name,
  html: wire.html,
  createdAt: wire.created_at,
  images: wire.images ?? {},
});

/**
 * `client.ticketNotes`. Every call rejects with an `ApiError`: 401; 403 for a role outside
 * `CALL_ROLES.ticketNotes` / `ticketNoteCreate`; 404 for a ticket the user may not see; 400 with the
 * server's message (an image that is not an upload key, an empty note).
 */
export interface TicketNotesApi {
  /** GET /management/tickets/{ticket_id}/notes/: newest first. */
  list(ticketId: string, options?: RequestOptions): Promise<TicketNote[]>;
  /** POST /management/tickets/{ticket_id}/notes/ `{ html }` (images as storage keys): the server's message and the note. */
  add(
    ticketId: string,
    html: string,
    options?: RequestOptions,
  ): Promise<{ message: string; note: TicketNote }>;
}

/** Builds `client.ticketNotes`. */
export function createTicketNotesApi(core: HttpCore): TicketNotesApi {
  const path = (ticketId: string) => `/management/tickets/${encodeURIComponent(ticketId)}/notes/`;
  return {
    list: async (ticketId, options) =>
      ((await core.get<{ results?: WireNote[] }>(path(ticketId), options)).results ?? []).map(fromWire),
    add: async (ticketId, html, options) => {
      const answer = await core.post<{ message: string; note: WireNote }>(path(ticketId), { html }, options);
      return { message: answer.message, note: fromWire(answer.note) };
    },
  };
}
