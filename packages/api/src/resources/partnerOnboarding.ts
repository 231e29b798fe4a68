import { ApiError } from '../client/ApiError.ts';
import { bodyMessage, type HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { sessionFromWire, type SignInSession, type WireSession } from './session.ts';

/** `{ status, message }`, the answer of most identity calls. Spec: access §7. */
export interface StatusMessage {
  status?: number;
  message?: string;
}

/** What the partner sign-up sends. Spec: access §3 'Partner sign-up payload'. */
export interface SignUpInput {
  email: string;
  /** National number, 10 digits for +91. */
  phone: string;
  /** Dial code, e.g. '+91' (access §9 default). */
  countryCode: string;
  /** The person's name (sent as `username`). */
  name: string;
  /** A name from the referral list, or null. */
  referredBy: string | null;
  companyEmail: string;
  companyName: string;
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

/** The company a partner's e-mail or WhatsApp number belongs to. Spec: access §3 'Company lookup response'. */
export interface CompanyLookup {
  companyName: string;
}

/**
 * The identity and onboarding calls of the partner area (part of `client.partner`).
 * Every call rejects with an `ApiError`; a 429 carries `retryAfterSeconds` (the resend wait).
 * Spec: access §7.
 */
export interface PartnerOnboardingApi {
  /** GET /partner/referred-by-listing/: the 'Who referred you?' names. Spec: access §2 'Sign-up', §3, §7. */
  referredByListing(options?: RequestOptions): Promise<string[]>;
  /**
   * POST /partner/profile/ (sign-up). Resolves only when the body `status` is 200 (otherwise rejects
   * like `login`, without `onError`: the screen shows the message). Spec: access §2, §4 (success
   * goes to /registration), §5, §7, §8 'Sign-up'.
   */
  signUp(input: SignUpInput, options?: RequestOptions): Promise<SignInSession>;
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
    input: { email: string; passphrase: string },
    options?: RequestOptions,
  ): Promise<SignInSession>;
  /** POST /partner/whatsapp-passphrase/ `{ whatsapp_number, passphrase }`; as {@link verifyPassphrase}. */
  whatsappPassphrase(
    input: { whatsappNumber: string; passphrase: string },
    options?: RequestOptions,
  ): Promise<SignInSession>;
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
    const body = await core.post<{ data?: WireSession & { status?: unknown } }, B>(path, payload, options);
    assertOk(core, path, body?.data?.status, body);
    return sessionFromWire(body.data as WireSession);
  };
  const company = async (path: string, query: Record<string, string>, options?: RequestOptions) => {
    const body = await core.get<{ company_name?: string }>(path, {
      ...options,
      query: { ...options?.query, ...query },
    });
    return { companyName: body?.company_name ?? '' };
  };
  return {
    referredByListing: async (options) =>
      (await core.get<{ referred_by?: string[] }>('/partner/referred-by-listing/', options))?.referred_by ??
      [],
    async signUp(input, options) {
      const path = '/partner/profile/';
      const body = await core.post<WireSession & { status?: unknown }>(
        path,
        {
          email: input.email,
          phone: input.phone,
          country_code: input.countryCode,
          username: input.name,
          referred_by: input.referredBy,
          company_email: input.companyEmail,
          company_name: input.companyName,
        },
        options,
      );
      assertOk(core, path, body?.status, body);
      return sessionFromWire(body);
    },
    passwordReset: (payload, options) =>
      core.post<StatusMessage>('/partner/password-reset/', payload, options),
    passwordResetConfirm: (payload, options) =>
      core.post<StatusMessage>('/partner/password-reset-confirm/', payload, options),
    fetchPartnerByEmail: (email, options) => company('/partner/fetch-partner-by-email/', { email }, options),
    fetchPartnerWhatsapp: (whatsappNumber, options) =>
      company('/partner/fetch-partner-whatsapp/', { whatsapp_number: whatsappNumber }, options),
    sendPassphraseWhatsapp: (phone, options) =>
      core.post<StatusMessage>('/partner/send-passphrase-whatsapp/', { phone }, options),
    emailPassphrase: (email, options) =>
      core.post<StatusMessage>('/partner/email-passphrase/', { email }, options),
    verifyPassphrase: (payload, options) => verify('/partner/verify-passphrase/', payload, options),
    whatsappPassphrase: ({ whatsappNumber, passphrase }, options) =>
      verify('/partner/whatsapp-passphrase/', { whatsapp_number: whatsappNumber, passphrase }, options),
    requestAccountDeletion: (options) => core.post<StatusMessage>(ACCOUNT_DELETION_PATH, undefined, options),
  };
}
