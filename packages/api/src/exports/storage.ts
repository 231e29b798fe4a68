/** `@partner-portal/api/storage`: the only code that touches localStorage and sessionStorage. */
export {
  createStorage,
  NOT_AUTHORIZED_KEYS,
  PREFERENCE_KEYS,
  sessionStore,
  STORAGE_KEYS,
  storage,
} from '../storage.ts';
export type {
  AppStorage,
  QuestionnaireProgress,
  RegistrationDraft,
  SessionData,
  StorageKey,
  StorageReadValues,
  StorageWriteValues,
} from '../storage.ts';
