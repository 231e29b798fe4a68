/**
 * `@partner-portal/api/s3`: signed GET links for private storage (S3 presigned URLs, AWS SDK v3).
 * Its own entry so that consumers who do not build storage links do not install the AWS SDK:
 * `@aws-sdk/client-s3` and `@aws-sdk/s3-request-presigner` are optional peer dependencies,
 * needed only when this entry is imported.
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
