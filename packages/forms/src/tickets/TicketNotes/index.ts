export { TicketNotes } from './TicketNotes.tsx';
export type { TicketNoteView, TicketNotesProps } from './TicketNotes.tsx';
export { notesMessages } from './messages.ts';
