import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  heading: { id: 'tickets.notes.heading', defaultMessage: 'Notes' },
  editorLabel: { id: 'tickets.notes.editorLabel', defaultMessage: 'New note' },
  editorHelp: {
    id: 'tickets.notes.editorHelp',
    defaultMessage: 'Visible to staff only. Add photos with Insert image (PNG, JPEG or WebP).',
  },
  add: { id: 'tickets.notes.add', defaultMessage: 'Add note' },
  empty: { id: 'tickets.notes.empty', defaultMessage: 'No notes yet' },
  emptyRequired: {
    id: 'tickets.notes.emptyRequired',
    defaultMessage: 'Write something or add an image first.',
  },
  loading: { id: 'tickets.notes.loading', defaultMessage: 'Loading notes' },
  loadFailed: { id: 'tickets.notes.loadFailed', defaultMessage: 'The notes could not be loaded.' },
  retry: { id: 'tickets.notes.retry', defaultMessage: 'Try again' },
  saveFailed: {
    id: 'tickets.notes.saveFailed',
    defaultMessage: 'The note was not saved. Your text is kept.',
  },
});

type WithValues = { byline: { author: string; time: string } };

const withValues = defineMessages<WithValues>({
  byline: { id: 'tickets.notes.byline', defaultMessage: '{author}, {time}' },
});

/** Texts of the ticket notes (issue 20). */
export const notesMessages: {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & { readonly byline: TypedMessageDescriptor<WithValues['byline']> } = { ...plain, ...withValues };
