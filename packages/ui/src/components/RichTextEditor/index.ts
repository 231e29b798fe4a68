export { isRichTextEmpty, RICH_TEXT_IMAGE_TYPES, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
