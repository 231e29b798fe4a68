import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.documentUpload.title', defaultMessage: 'Upload documents' },
  checking: { id: 'forms.documentUpload.checking', defaultMessage: 'Checking link' },
  linkCheckFailed: { id: 'forms.documentUpload.linkCheckFailed', defaultMessage: 'Error Checking Link!' },
  mode: { id: 'forms.documentUpload.mode', defaultMessage: 'Upload mode' },
  single: { id: 'forms.documentUpload.single', defaultMessage: 'Single file' },
  bulk: { id: 'forms.documentUpload.bulk', defaultMessage: 'Bulk upload' },
  files: { id: 'forms.documentUpload.files', defaultMessage: 'Documents' },
  filesHelp: {
    id: 'forms.documentUpload.filesHelp',
    defaultMessage: 'PDF, Word, Excel, CSV, text or image files, up to 25 MB each.',
  },
  externalForm: { id: 'forms.documentUpload.externalForm', defaultMessage: 'Document details form' },
});

/**
 * Texts of the upload page. 'Error Checking Link!' is the spec's (operations §8 'Forms'); the rest
 * are ours. Spec: operations §2 'Service Call Report form' (the upload page).
 */
export const documentUploadMessages: DocumentUploadMessages = plain;

/** Type of {@link documentUploadMessages}. */
export type DocumentUploadMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};
