import { EmptyState, Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, FormActions, Heading } from '@partner-portal/ui/primitives';
import { isRichTextEmpty, RichTextEditor } from '@partner-portal/ui/rich-text';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';
import { notesMessages as m } from './messages.ts';

/** A note as shown: its HTML already sanitised and its images already signed (api `toDisplayHtml`). */
export interface TicketNoteView {
  id: number;
  authorName: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** Sanitised HTML, safe to render. */
  safeHtml: string;
}

/** Props of {@link TicketNotes}. */
export interface TicketNotesProps {
  /** The notes, newest first; absent while loading. */
  notes?: readonly TicketNoteView[];
  isLoading?: boolean;
  /** Why the notes could not be loaded (shown with 'Try again'). */
  loadError?: ReactNode;
  onRetry?: () => void;
  /** Shows the editor ('New note', 'Add note'). */
  canWrite?: boolean;
  /** Uploads an image for the editor; resolves with a `src` to show it with. */
  onUploadImage?: (file: File) => Promise<string>;
  /**
   * Saves the editor's HTML. Resolve on success (the editor empties); reject with an `Error` whose
   * message is shown ('The note was not saved. Your text is kept.' when it has none), the text kept.
   */
  onSubmit?: (html: string) => Promise<void>;
  /** Heading level of 'Notes'. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.section`
  display: grid;
  gap: 1rem;
`;

const NoteList = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-block-end: 0.75rem;
    border-block-end: 1px solid ${vars.color.border.subtle};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  p {
    margin-block: 0 0.5rem;
  }
`;

const Byline = styled.p`
  margin: 0 0 0.25rem;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};
`;

/**
 * A ticket's staff notes (issue 20): the list (author, time, the rich text with its images), and
 * for staff who may write, a rich-text editor (ui `RichTextEditor`) with 'Add note'. An empty note
 * is refused on the spot; a failed save shows its message and keeps the text. It never fetches:
 * the container uploads images, sanitises and signs. Spec: operations §7 'File upload' 5.
 */
export function TicketNotes({
  notes,
  isLoading = false,
  loadError,
  onRetry,
  canWrite = false,
  onUploadImage,
  onSubmit,
  headingLevel = 3,
}: TicketNotesProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [html, setHtml] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !onSubmit) return;
    if (isRichTextEmpty(html)) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSubmit(html);
      setHtml('');
    } catch (failure) {
      setSaveError(failure instanceof Error && failure.message ? failure.message : t(m.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Root aria-label={t(m.heading)}>
      <Heading level={headingLevel}>{t(m.heading)}</Heading>
      {canWrite && onSubmit ? (
        <form noValidate aria-label={t(m.editorLabel)} onSubmit={(event) => void submit(event)}>
          {saveError ? <Alert variant="error">{saveError}</Alert> : null}
          <RichTextEditor
            label={t(m.editorLabel)}
            description={t(m.editorHelp)}
            value={html}
            onChange={(next) => {
              setHtml(next);
              if (invalid && !isRichTextEmpty(next)) setInvalid(false);
            }}
            onUploadImage={onUploadImage}
            isDisabled={saving}
            isInvalid={invalid}
            errorMessage={t(m.emptyRequired)}
          />
          <FormActions>
            <Button type="submit" variant="primary" isPending={saving}>
              {t(m.add)}
            </Button>
          </FormActions>
        </form>
      ) : null}
      {isLoading ? (
        <SkeletonGroup label={t(m.loading)}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : loadError ? (
        <Alert variant="error">
          {loadError}{' '}
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t(m.retry)}
            </Button>
          ) : null}
        </Alert>
      ) : !notes || notes.length === 0 ? (
        <EmptyState title={t(m.empty)} headingLevel={headingLevel === 2 ? 3 : headingLevel === 3 ? 4 : 5} />
      ) : (
        <NoteList>
          {notes.map((note) => (
            <li key={note.id}>
              <Byline>
                {t(m.byline, {
                  author: note.authorName,
                  time: intl.formatDate(note.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Byline>
              <div dangerouslySetInnerHTML={{ __html: note.safeHtml }} />
            </li>
          ))}
        </NoteList>
      )}
    </Root>
  );
}
