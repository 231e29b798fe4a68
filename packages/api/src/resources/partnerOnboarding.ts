import { ApiError } from '../client/ApiError.ts';
import { bodyMessage, type HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/** `{ status, message }`, the answer of most identity calls. Spec: access §7. */
export interface StatusMessage {
  status?: number;
  message?: string;
}

/** Answer of GET /partner/referred-by-listing/. Spec: access §3 'Referral list response'. */
export interface ReferredByListing {
  status: number;
  referred_by: string[];
}

/** Body of POST /partner/profile/ (sign-up). Spec: access §3 'Partner sign-up payload'. */
export interface SignUpPayload {
  email: string;
  /** National number, 10 digits for +91. */
  phone: string;
  /** Dial code, e.g. '+91' (access §9 default). */
  country_code: string;
  /** The person's name. */
  username: string;
  /** A name from the referral list, or null. */
  referred_by: string | null;
  company_email: string;
  company_name: string;
}

/** Answer of POST /partner/profile/. Spec: access §7. */
export interface SignUpResponse {
  status: number;
  token: string;
  uuid: string;
  user_role: string;
  message?: string;
}

/** Body of POST /partner/password-reset/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetPayload {
  email: string;
  /** Address of the reset page (our server builds links from its own configuration instead). */
  host: string;
}

/** Body of POST /partner/password-reset-confirm/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetConfirmPayload {
  token: string;
  password1: string;
  password2: string;
}

/** Answer of the company lookups. Spec: access §3 'Company lookup response'. */
export interface CompanyLookup {
  status?: number;
  company_name: string;
}

/** `data` of a passphrase login. Spec: access §3 'Passphrase login response (data)'. */
export interface PassphraseLoginData {
  status: number;
  token: string;
  uuid: string;
  ticket_role: string | null;
  all_roles: string[];
  user_role: string;
  /** Sent by our server: the work area to store ('orion'). */
  loged_in_to?: string;
}

/** Answer of POST /partner/verify-passphrase/ and /partner/whatsapp-passphrase/. Spec: access §7. */
export interface PassphraseLoginResponse {
  status?: number;
  message?: string;
  data: PassphraseLoginData;
}

/**
 * The identity and onboarding calls of the partner area (part of `client.partner`).
 * Every call rejects with an `ApiError`; a 429 carries `retryAfterSeconds` (the resend wait).
 * Spec: access §7.
 */
export interface PartnerOnboardingApi {
  /** GET /partner/referred-by-listing/: the 'Who referred you?' names. Spec: access §2 'Sign-up', §3, §7. */
  referredByListing(options?: RequestOptions): Promise<ReferredByListing>;
  /**
   * POST /partner/profile/ (sign-up). Resolves only when the body `status` is 200 (otherwise rejects
   * like `login`, without `onError`: the screen shows the message). Spec: access §2, §4 (success
   * goes to /registration), §5, §7, §8 'Sign-up'.
   */
  signUp(payload: SignUpPayload, options?: RequestOptions): Promise<SignUpResponse>;
  /** POST /partner/password-reset/ `{ email, host }`. Spec: access §2 'Forgot password', §7, §8. */
  passwordReset(payload: PasswordResetPayload, options?: RequestOptions): Promise<StatusMessage>;
  /** POST /partner/password-reset-confirm/ `{ password1, password2, token }`. Spec: access §2 'Reset password', §7, §8. */
  passwordResetConfirm(
    payload: PasswordResetConfirmPayload,
    options?: RequestOptions,
  ): Promise<StatusMessage>;
  /**
   * GET /partner/fetch-partner-by-email/?email=: the company of a partner e-mail. A 404 means
   * 'Email not Registered!'. Spec: access §4 (looked up on leaving the field), §7, §8.
   */
  fetchPartnerByEmail(email: string, options?: RequestOptions): Promise<CompanyLookup>;
  /**
   * GET /partner/fetch-partner-whatsapp/?whatsapp_number=: the company of a WhatsApp number (10
   * digits). A 404 means 'WhatsApp No. not Registered!'. Spec: access §4, §7, §8.
   */
  fetchPartnerWhatsapp(whatsappNumber: string, options?: RequestOptions): Promise<CompanyLookup>;
  /** POST /partner/send-passphrase-whatsapp/ `{ phone }`; body status 200 means sent. 429: wait `retryAfterSeconds`. Spec: access §7, §8, §9. */
  sendPassphraseWhatsapp(phone: string, options?: RequestOptions): Promise<StatusMessage>;
  /** POST /partner/email-passphrase/ `{ email }`; body status 200 means sent. Spec: access §7, §8, §9. */
  emailPassphrase(email: string, options?: RequestOptions): Promise<StatusMessage>;
  /**
   * POST /partner/verify-passphrase/ `{ email, passphrase }`. Resolves only when `data.status` is
   * 200 (then store the session with `loged_in_to` 'orion' and send a partner to /detail/{uuid});
   * otherwise rejects with kind `http` and the body's message, without `onError` (the screen shows
   * 'Incorrect Passphrase!'). Spec: access §3, §4 'Partner passphrase login', §7, §8.
   */
  verifyPassphrase(
    payload: { email: string; passphrase: string },
    options?: RequestOptions,
  ): Promise<PassphraseLoginResponse>;
  /** POST /partner/whatsapp-passphrase/ `{ whatsapp_number, passphrase }`; as {@link verifyPassphrase}. */
  whatsappPassphrase(
    payload: { whatsapp_number: string; passphrase: string },
    options?: RequestOptions,
  ): Promise<PassphraseLoginResponse>;
  /**
   * POST /partner/account-deletion-request/ (our server's path: the spec does not name one), with
   * the token from the 'Login to Continue' sign-in. Spec: access §2 'Account deletion', §4, §7, §8.
   */
  requestAccountDeletion(options?: RequestOptions): Promise<StatusMessage>;
}

/** Path of the account-deletion request on our server (the spec leaves it open). */
export const ACCOUNT_DELETION_PATH = '/partner/account-deletion-request/';

function isOk(status: unknown): boolean {
  return status === 200 || status === '200';
}

/** Rejects like a body-status failure of login when `status` is not 200. */
function assertOk(core: HttpCore, path: string, status: unknown, body: unknown): void {
  if (isOk(status)) return;
  const numeric = typeof status === 'number' ? status : Number(status);
  throw new ApiError({
    kind: 'http',
    status: Number.isInteger(numeric) && numeric > 0 ? numeric : 200,
    message: bodyMessage(body) ?? core.messages.fallback,
    body,
    method: 'POST',
    url: new URL(`${core.baseUrl}/${path.replace(/^\/+/, '')}`).href,
  });
}

/** Builds the onboarding part of `client.partner`. */
export function createPartnerOnboardingApi(core: HttpCore): PartnerOnboardingApi {
  const verify = async <B extends object>(path: string, payload: B, options?: RequestOptions) => {
    const body = await core.post<PassphraseLoginResponse, B>(path, payload, options);
    assertOk(core, path, body?.data?.status, body);
    return body;
  };
  return {
    referredByListing: (options) => core.get<ReferredByListing>('/partner/referred-by-listing/', options),
    async signUp(payload, options) {
      const path = '/partner/profile/';
      const body = await core.post<SignUpResponse, SignUpPayload>(path, payload, options);
      assertOk(core, path, body?.status, body);
      return body;
    },
    passwordReset: (payload, options) =>
      core.post<StatusMessage>('/partner/password-reset/', payload, options),
    passwordResetConfirm: (payload, options) =>
      core.post<StatusMessage>('/partner/password-reset-confirm/', payload, options),
    fetchPartnerByEmail: (email, options) =>
      core.get<CompanyLookup>('/partner/fetch-partner-by-email/', {
        ...options,
        query: { ...options?.query, email },
      }),
    fetchPartnerWhatsapp: (whatsappNumber, options) =>
      core.get<CompanyLookup>('/partner/fetch-partner-whatsapp/', {
        ...options,
        query: { ...options?.query, whatsapp_number: whatsappNumber },
      }),
    sendPassphraseWhatsapp: (phone, options) =>
      core.post<StatusMessage>('/partner/send-passphrase-whatsapp/', { phone }, options),
    emailPassphrase: (email, options) =>
      core.post<StatusMessage>('/partner/email-passphrase/', { email }, options),
    verifyPassphrase: (payload, options) => verify('/partner/verify-passphrase/', payload, options),
    whatsappPassphrase: (payload, options) => verify('/partner/whatsapp-passphrase/', payload, options),
    requestAccountDeletion: (options) => core.post<StatusMessage>(ACCOUNT_DELETION_PATH, undefined, options),
  };
}
