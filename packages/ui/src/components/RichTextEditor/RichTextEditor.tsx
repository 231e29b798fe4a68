import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldLabel, RequiredMark } from '../../primitives/TextField/TextField.styles';
import { CaptureFieldError } from '../CaptureFieldError';
import { richTextMessages as m } from './messages';
import { Content, EditorFrame, EditorRoot, ToolbarRow, ToolButton } from './RichTextEditor.styles';

/** Image types the editor accepts for upload. */
export const RICH_TEXT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** Visible label and the editing area's accessible name. */
  label: ReactNode;
  /** Controlled HTML. Setting it from outside (e.g. '' after a save) replaces the content. */
  value: string;
  /** Called with the new HTML after every change (an empty editor gives '<p></p>'; see {@link isRichTextEmpty}). */
  onChange: (html: string) => void;
  /**
   * Uploads a chosen image and resolves with the `src` to show it with (e.g. an object URL or a
   * signed display link). Without it there is no 'Insert image' button. A rejection shows 'The
   * image could not be uploaded. Try again.'; the text typed stays.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Help text under the label. */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Error text shown when `isInvalid`. */
  errorMessage?: ReactNode;
  /** For layout only. */
  className?: string;
}

/** True when `html` holds no text and no image (what an empty editor gives). */
export function isRichTextEmpty(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/**
 * A rich-text field (Tiptap): paragraphs, bold, italic, bulleted and numbered lists, undo and
 * redo, and images uploaded through `onUploadImage`. Arrow keys move along the toolbar (react-aria
 * `Toolbar`); the editing area is a labelled multi-line textbox; Ctrl/Cmd+B
 * and +I work as usual. The HTML it gives is not sanitised: sanitise it before storing or
 * showing (api `toStoredHtml` / `toDisplayHtml`). Spec: operations §7 'File upload' 5 (issue 20).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onUploadImage,
  description,
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  className,
}: RichTextEditorProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  // What the editor emitted that `value` has not caught up with yet: a parent that re-renders late
  // (a busy form on a slow phone) hands back an older text while newer keys are already in.
  const echoes = useRef<string[]>([]);
  const describedBy = [description ? descriptionId : '', errorId].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, code: false, codeBlock: false, link: false }), Image],
    content: value,
    editable: !isDisabled,
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      // The last 50 are plenty for a parent running behind (and bound a parent that never answers).
      echoes.current = [...echoes.current.slice(-49), html];
      changed.current(html);
    },
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
      },
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // The editor's own change coming back (maybe behind newer typing): nothing to set.
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current.splice(0, echo + 1);
      return;
    }
    echoes.current = [];
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!isDisabled);
  }, [editor, isDisabled]);

  const chooseImage = async (file: File | undefined) => {
    if (!file || !editor || !onUploadImage) return;
    if (!(RICH_TEXT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setUploadError(intl.formatMessage(m.notAnImage));
      return;
    }
    setUploadError(null);
    setUploading(true);
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      setUploadError(intl.formatMessage(m.uploadFailed));
    } finally {
      setUploading(false);
    }
  };

  const disabled = isDisabled || !editor;
  const toggle = (name: string, pressed: boolean, run: () => void) => (
    <ToolButton type="button" aria-pressed={pressed} disabled={disabled} onClick={run}>
      {name}
    </ToolButton>
  );

  return (
    <EditorRoot className={className}>
      <FieldLabel as="span" id={labelId}>
        {label}
        {isRequired ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <EditorFrame data-invalid={isInvalid || undefined}>
        <Toolbar aria-label={intl.formatMessage(m.toolbar)} aria-controls={`${id}-content`}>
          <ToolbarRow>
            {toggle(intl.formatMessage(m.bold), state?.bold ?? false, () =>
              editor?.chain().focus().toggleBold().run(),
            )}
            {toggle(intl.formatMessage(m.italic), state?.italic ?? false, () =>
              editor?.chain().focus().toggleItalic().run(),
            )}
            {toggle(intl.formatMessage(m.bulletList), state?.bulletList ?? false, () =>
              editor?.chain().focus().toggleBulletList().run(),
            )}
            {toggle(intl.formatMessage(m.orderedList), state?.orderedList ?? false, () =>
              editor?.chain().focus().toggleOrderedList().run(),
            )}
            <ToolButton
              type="button"
              disabled={disabled || !state?.canUndo}
              onClick={() => editor?.chain().focus().undo().run()}
            >
              {intl.formatMessage(m.undo)}
            </ToolButton>
            <ToolButton
              type="button"
              disabled={disabled || !state?.canRedo}
              onClick={() => editor?.chain().focus().redo().run()}
            >
              {intl.formatMessage(m.redo)}
            </ToolButton>
            {onUploadImage ? (
              <ToolButton
                type="button"
                disabled={disabled || uploading}
                aria-busy={uploading || undefined}
                onClick={() => fileInput.current?.click()}
              >
                {intl.formatMessage(uploading ? m.uploading : m.image)}
              </ToolButton>
            ) : null}
          </ToolbarRow>
        </Toolbar>
        <Content id={`${id}-content`}>
          <EditorContent editor={editor} />
        </Content>
      </EditorFrame>
      {onUploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept={RICH_TEXT_IMAGE_TYPES.join(',')}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const [file] = Array.from(event.target.files ?? []);
            event.target.value = '';
            void chooseImage(file);
          }}
        />
      ) : null}
      <CaptureFieldError
        id={errorId}
        errors={[uploadError, isInvalid ? errorMessage : null].filter(
          (error) => error !== null && error !== undefined,
        )}
      />
    </EditorRoot>
  );
}
