/**
 * `@partner-portal/ui/rich-text`: the rich-text field (Tiptap), in its own entry so only screens
 * that write rich text load the editor. Spec: operations §7 'File upload' 5 (issue 20).
 * @packageDocumentation
 */
export { isRichTextEmpty, RICH_TEXT_IMAGE_TYPES, RichTextEditor } from '../components/RichTextEditor';
export type { RichTextEditorProps } from '../components/RichTextEditor';
