/**
 * `@partner-portal/api/storage-links`: signed GET links for private storage (AWS SDK) and the rich
 * HTML helpers (DOMPurify). A separate entry so that the AWS SDK stays off the first route.
 */
export {
  cachedCredentials,
  createStorageLinks,
  DISPLAY_LINK_TTL_SECONDS,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_LINK_TTL_SECONDS,
  isPassThroughReference,
  STORAGE_REGION,
  storageAreaForHost,
} from '../storageLinks.ts';
export type {
  ExpiringCredentials,
  PresignGet,
  PresignGetRequest,
  StorageAreaName,
  StorageAreaTable,
  StorageCredentials,
  StorageCredentialsProvider,
  StorageLinks,
  StorageLinksOptions,
} from '../storageLinks.ts';
export { isStorageKey, toDisplayHtml, toStoredHtml, uploadRichTextImage } from '../richHtml.ts';
