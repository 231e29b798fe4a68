export { FileDropZone } from './FileDropZone';
export type { FileDropZoneProps, UploadItem, UploadStatus } from './FileDropZone';
export { checkFiles, formatBytes, isAcceptedType, isImageFile } from './fileRules';
export type { FileRejection, FileRejectionReason, FileRules } from './fileRules';
