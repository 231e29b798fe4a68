export { AccountDeletionScreen } from '../account-deletion/AccountDeletionScreen.tsx';
export type {
  AccountDeletionScreenProps,
  AccountDeletionView,
} from '../account-deletion/AccountDeletionScreen.tsx';
export { accountDeletionLoginSchema } from '../account-deletion/schema.ts';
export type {
  AccountDeletionSchemaMessages,
  AccountDeletionSchemaValues,
} from '../account-deletion/schema.ts';
export { accountDeletionLoginInitialValues } from '../account-deletion/values.ts';
export type { AccountDeletionAccount, AccountDeletionLoginValues } from '../account-deletion/values.ts';
export { accountDeletionMessages } from '../account-deletion/messages.ts';
