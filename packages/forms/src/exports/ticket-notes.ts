/**
 * `@partner-portal/forms/ticket-notes`: a ticket's staff notes in rich text (issue 20), in its own
 * entry so that screens showing tickets without notes do not load the editor.
 * @packageDocumentation
 */
export { notesMessages, TicketNotes } from '../tickets/TicketNotes/index.ts';
export type { TicketNoteView, TicketNotesProps } from '../tickets/TicketNotes/index.ts';
