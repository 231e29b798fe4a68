/**
 * `@partner-portal/forms/document-upload`: the upload page of a service call report link, with the
 * embedded external form and the drag-and-drop uploader (operations §2 'Service Call Report form',
 * §7 'File upload').
 * @packageDocumentation
 */
export { DocumentUploadScreen } from '../document-upload/DocumentUploadScreen.tsx';
export type { DocumentUploadScreenProps, UploadMode } from '../document-upload/DocumentUploadScreen.tsx';
export { documentUploadMessages } from '../document-upload/messages.ts';
export type { DocumentUploadMessages } from '../document-upload/messages.ts';
