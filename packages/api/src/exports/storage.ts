/** `@partner-portal/api/storage`: the only code that touches localStorage. */
export { createStorage, NOT_AUTHORIZED_KEYS, PREFERENCE_KEYS, STORAGE_KEYS, storage } from '../storage.ts';
export type {
  AppStorage,
  SessionData,
  StorageKey,
  StorageReadValues,
  StorageWriteValues,
} from '../storage.ts';
