import type { OtpChannel, PartnerRegistrationValues } from './values.ts';

/** The one-time code state of one contact (e-mail or phone) on step 1, kept by the app. */
export interface OtpState {
  /** A code was sent: the code field, 'Verify' and the resend control appear. */
  sent: boolean;
  /** The code was verified: 'Verified' is shown and the contact is locked. */
  verified: boolean;
  /** Whole seconds before a new code may be asked for (60 after each send, access §9). */
  secondsLeft: number;
  /** A code is being sent ('Generate OTP' / resend busy). */
  isSending?: boolean;
  /** The code is being checked ('Verify' busy). */
  isVerifying?: boolean;
  /** The last failure of this contact ('Error in sending OTP', the server's verify message). */
  error?: string | null;
  /** The last success notice ('OTP sent successfully'). */
  notice?: string | null;
}

/** District, state and country found for a postal code (GET /management/po-for-techlocal/). */
export interface PinLocation {
  district: string;
  state: string;
  country: string;
}

/** An image already stored for the company step (it can be deleted). */
export interface StoredImage {
  /** The server's image id. */
  id: number;
  /** Name shown in the list (e.g. the last part of `image_key`). */
  name: string;
  /** Thumbnail address, when the app has one. */
  previewUrl?: string;
}

/** Sends a code to the contact of `channel` in `values` (the e-mail, or the phone with its dial code). */
export type SendOtpHandler = (channel: OtpChannel, values: PartnerRegistrationValues) => Promise<void>;

/** Checks `code` for the contact of `channel` in `values`. */
export type VerifyOtpHandler = (
  channel: OtpChannel,
  code: string,
  values: PartnerRegistrationValues,
) => Promise<void>;
