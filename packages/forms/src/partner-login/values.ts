/** How the partner identifies: WhatsApp number (default) or e-mail. Spec: access §2 'Partner login'. */
export type PartnerLoginMode = 'whatsapp' | 'email';

/** Values of the partner login form (the schema in schema.ts checks the ones the stage needs). */
export interface PartnerLoginValues {
  /** 10 digits. */
  whatsappNumber: string;
  email: string;
  /** The passphrase sent by WhatsApp or e-mail (6 digits on our server). */
  passphrase: string;
}

/** Empty partner login values. */
export const partnerLoginInitialValues: PartnerLoginValues = {
  whatsappNumber: '',
  email: '',
  passphrase: '',
};
