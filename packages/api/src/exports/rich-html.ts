/**
 * `@partner-portal/api/rich-html`: the rich HTML helpers (DOMPurify): sanitise stored HTML, turn
 * storage keys into display links and back, upload an inline image. No AWS SDK: the signed links
 * come from a `StorageLinks` you pass in (build one with `@partner-portal/api/s3`, or your own).
 */
export { isStorageKey, toDisplayHtml, toStoredHtml, uploadRichTextImage } from '../richHtml.ts';
export type { StorageLinks } from '../storageLinks.ts';
