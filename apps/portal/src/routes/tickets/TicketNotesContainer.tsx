import { uploadFile } from '@partner-portal/api';
import { useAddTicketNote, useApiClient, useTicketNotes } from '@partner-portal/api/hooks';
import { CALL_ROLES } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { toDisplayHtml, toStoredHtml } from '@partner-portal/api/rich-html';
import { TicketNotes, type TicketNoteView } from '@partner-portal/forms/ticket-notes';
import { useToast } from '@partner-portal/ui/feedback';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/failureText.ts';

/**
 * The Notes tab of a ticket (issue 20; operations §7 'File upload' 5): the notes from GET
 * /management/tickets/{id}/notes/, each sanitised (DOMPurify) with its image keys swapped for the
 * server's fresh 60 s links on every read; staff who may write get the rich-text editor, whose
 * images are uploaded through the presign call and shown from the device until saved; saving
 * stores the keys, never a link (POST .../notes/). A failed save keeps the text.
 */
export function TicketNotesContainer({ ticketId }: { ticketId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const client = useApiClient();
  const notes = useTicketNotes(ticketId);
  const add = useAddTicketNote();
  const uploaded = useRef(new Map<string, string>());
  const [views, setViews] = useState<TicketNoteView[] | undefined>(undefined);
  const role = storage.get('user_role') ?? '';
  const canWrite = (CALL_ROLES.ticketNoteCreate as readonly string[]).includes(role);

  useEffect(() => {
    if (!notes.data) return;
    let live = true;
    void Promise.all(
      notes.data.map(async (note) => ({
        id: note.id,
        authorName: note.authorName,
        createdAt: note.createdAt,
        safeHtml: await toDisplayHtml(note.html, { displayLink: async (key) => note.images[key] ?? key }),
      })),
    ).then((next) => {
      if (live) setViews(next);
    });
    return () => {
      live = false;
    };
  }, [notes.data]);

  useEffect(() => {
    const objectUrls = uploaded.current;
    return () => {
      for (const url of objectUrls.keys()) URL.revokeObjectURL(url);
    };
  }, []);

  return (
    <TicketNotes
      notes={views}
      isLoading={views === undefined && !notes.error}
      loadError={notes.error ? listFailureText(intl, notes.error) : undefined}
      onRetry={() => void notes.mutate()}
      canWrite={canWrite}
      onUploadImage={async (file) => {
        const { key } = await uploadFile(client, file);
        const url = URL.createObjectURL(file);
        uploaded.current.set(url, key);
        return url;
      }}
      onSubmit={async (html) => {
        // The device's object URLs become their storage keys before sanitising (which drops blob: sources).
        let withKeys = html;
        for (const [url, key] of uploaded.current) withKeys = withKeys.split(url).join(key);
        const stored = toStoredHtml(withKeys, { keyFromUrl: () => undefined });
        try {
          const answer = await add.trigger({ ticketId, html: stored });
          toast.show({ type: 'success', message: answer.message });
        } catch (caught) {
          throw new Error(listFailureText(intl, caught) ?? '', { cause: caught });
        }
      }}
    />
  );
}
