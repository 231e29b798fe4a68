import { defineMessages } from 'react-intl';

/** Texts of the rich-text editor's toolbar and upload states. */
export const richTextMessages = defineMessages({
  toolbar: { id: 'ui.richText.toolbar', defaultMessage: 'Formatting' },
  bold: {
    id: 'ui.richText.bold',
    defaultMessage: 'Bold',
    description: 'Toolbar button of the rich text editor: bold text',
  },
  italic: { id: 'ui.richText.italic', defaultMessage: 'Italic' },
  bulletList: { id: 'ui.richText.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'ui.richText.orderedList', defaultMessage: 'Numbered list' },
  undo: {
    id: 'ui.richText.undo',
    defaultMessage: 'Undo',
    description: 'Toolbar button of the rich text editor: undo the last change (verb)',
  },
  redo: {
    id: 'ui.richText.redo',
    defaultMessage: 'Redo',
    description: 'Toolbar button of the rich text editor: redo the last undone change (verb)',
  },
  image: { id: 'ui.richText.image', defaultMessage: 'Insert image' },
  uploading: { id: 'ui.richText.uploading', defaultMessage: 'Uploading image…' },
  uploadFailed: {
    id: 'ui.richText.uploadFailed',
    defaultMessage: 'The image could not be uploaded. Try again.',
  },
  notAnImage: { id: 'ui.richText.notAnImage', defaultMessage: 'Choose a PNG, JPEG or WebP image.' },
});
