import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../auth/guard.ts';
import type { Db } from '../../db/index.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { clientCompanyOf } from '../shared.ts';
import { visibleTicketNumber, type Viewer } from '../tickets/repository.ts';
import { addNote, listNotes, noteImageKeys } from './repository.ts';
import {
  createNoteSchema,
  listNotesSchema,
  NOTE_IMAGE_LINK_SECONDS,
  NOTE_MESSAGES as M,
  type NoteBody,
} from './schemas.ts';

type Params = { ticket_id: string };

async function viewerOf(db: Db, request: FastifyRequest): Promise<Viewer> {
  const user = request.authUser!;
  return {
    id: user.id,
    name: user.full_name,
    roles: [user.user_role, ...user.all_roles],
    clientName: await clientCompanyOf(db, user),
  };
}

/**
 * Staff notes on a ticket, written in rich text (issue 20; operations §7 'File upload' 5): the
 * HTML is stored with its images as upload keys, and every read signs each image for 60 s on the
 * server (`images`: key -> signed link), so the browser never signs and never stores a signed
 * link. The portal sanitises the HTML whenever it shows it. A ticket the user may not see is 404.
 */
export const ticketNoteRoutes: RouteModule = {
  name: 'ticket-notes',
  plugin: async (api) => {
    const { db } = api.ctx;

    /** GET /management/tickets/{ticket_id}/notes/ -> `{ status, results: [{ id, author_name, html, created_at, images }] }`. */
    api.get<{ Params: Params }>(
      '/management/tickets/:ticket_id/notes/',
      { schema: listNotesSchema, preValidation: authenticate({ roles: CALL_ROLES.ticketNotes }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        await visibleTicketNumber(db, request.params.ticket_id, viewer);
        const notes = await listNotes(db, request.params.ticket_id);
        const storage = api.ctx.storage;
        const results = await Promise.all(
          notes.map(async (note) => {
            const images: Record<string, string> = {};
            if (storage) {
              for (const key of noteImageKeys(note.html)) {
                images[key] = await storage.presignGet(key, { expiresIn: NOTE_IMAGE_LINK_SECONDS });
              }
            }
            return { ...note, images };
          }),
        );
        return { status: 200, results, expires_in: NOTE_IMAGE_LINK_SECONDS };
      },
    );

    /** POST /management/tickets/{ticket_id}/notes/ `{ html }` -> 201 `{ status, message, note }`. */
    api.post<{ Params: Params; Body: NoteBody }>(
      '/management/tickets/:ticket_id/notes/',
      {
        schema: createNoteSchema,
        config: { validationMessages: { '*': M.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.ticketNoteCreate }),
      },
      async (request, reply) => {
        const viewer = await viewerOf(db, request);
        const number = await visibleTicketNumber(db, request.params.ticket_id, viewer);
        noteImageKeys(request.body.html);
        const note = await db.transaction((tx) =>
          addNote(tx, request.params.ticket_id, viewer, request.body.html, api.ctx.now()),
        );
        return reply.code(201).send({ status: 201, message: fill(M.added, { ticket: number }), note });
      },
    );
  },
};
