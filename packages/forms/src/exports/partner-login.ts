export { PartnerLoginForm, PASSPHRASE_LENGTH } from '../partner-login/PartnerLoginForm.tsx';
export type { PartnerLoginFormProps, PartnerLoginVerifyValues } from '../partner-login/PartnerLoginForm.tsx';
export { partnerLoginSchema } from '../partner-login/schema.ts';
export type {
  PartnerLoginSchemaMessages,
  PartnerLoginSchemaValues,
  PartnerLoginStage,
} from '../partner-login/schema.ts';
export { partnerLoginInitialValues } from '../partner-login/values.ts';
export type { PartnerLoginMode, PartnerLoginValues } from '../partner-login/values.ts';
export { partnerLoginMessages } from '../partner-login/messages.ts';
export type { PartnerLoginMessages } from '../partner-login/messages.ts';
