/** Texts of the ticket note answers (the reference server's wording, issue 20). */
export const NOTE_MESSAGES = {
  invalid: 'Write a note of at most 50,000 characters.',
  empty: 'Write something or add an image first.',
  imageSource: 'Images in a note must be files uploaded to the portal.',
  tooManyImages: 'A note can hold at most {max} images.',
  added: 'Note added to ticket {ticket}.',
} as const;

/** Longest note, in characters of HTML. */
export const NOTE_MAX_LENGTH = 50_000;

/** Most images in one note. */
export const NOTE_MAX_IMAGES = 10;

/** Seconds a signed display link of a note's image stays valid (operations §7 'File upload' 3: 60 s). */
export const NOTE_IMAGE_LINK_SECONDS = 60;

const params = {
  type: 'object',
  required: ['ticket_id'],
  properties: { ticket_id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

/** GET /management/tickets/{ticket_id}/notes/. */
export const listNotesSchema = { params } as const;

/** Body of POST /management/tickets/{ticket_id}/notes/. */
export interface NoteBody {
  html: string;
}

/** POST /management/tickets/{ticket_id}/notes/ `{ html }`. */
export const createNoteSchema = {
  params,
  body: {
    type: 'object',
    required: ['html'],
    additionalProperties: false,
    properties: { html: { type: 'string', minLength: 1, maxLength: NOTE_MAX_LENGTH } },
  },
} as const;
