import { ApiError } from '../client/ApiError.ts';
import { bodyMessage, type HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { createPartnerOnboardingApi, type PartnerOnboardingApi } from './partnerOnboarding.ts';
import { sessionFromWire, type SignInSession, type WireSession } from './session.ts';

/** Body of POST /partner/login/. Spec: access §7. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * The signed-in user. `status` is `pending` for partners who are not approved yet (access §4
 * 'Partner status'). Spec: access §3 'Logged-in user info'.
 */
export interface LoggedInUserInfo {
  fullName: string;
  email: string;
  uuid: string;
  phone: string | null;
  status: string;
  allRoles: string[];
}

/**
 * Answer of GET /partner/login-user-info/ as the server sends it (`LogedInUserInfo` and its fields
 * keep the server's spelling; {@link PartnerApi.loginUserInfo} maps it). Spec: access §7,
 * operations §7 'Identity-adjacent and attendance'.
 */
export interface LoginUserInfoResponse {
  status: number;
  LogedInUserInfo: {
    fullname: string;
    email: string;
    uuid: string;
    phone: string | null;
    status: string;
    all_roles: string[];
  };
}

/** Answer of POST /partner/logout/ (our server's token revoke call). */
export interface LogoutResponse {
  status?: number;
  message?: string;
}

/** The partner-area calls, available as `client.partner` (onboarding calls: {@link PartnerOnboardingApi}). */
export interface PartnerApi extends PartnerOnboardingApi {
  /**
   * POST /partner/login/ with `{ email, password }` as JSON. Spec: access §4, §7, §8 'Sign-in'.
   *
   * Resolves only when the body `status` is 200. An HTTP 200 answer whose body `status` is
   * anything else rejects with `ApiError` kind `http`, `status` = the body status (200 when the
   * body has none), `message` = the body's `message` (or `apiMessages.fallback`) and `body` = the
   * answer; that rejection is not reported through `onError`, because the sign-in screen shows
   * the message itself. HTTP errors behave as for every call (401: `onError('Invalid
   * Credentials!')` and a rejection whose message is the server's).
   */
  login(credentials: LoginCredentials, options?: RequestOptions): Promise<SignInSession>;
  /**
   * GET /partner/login-user-info/: the signed-in user. A 401 means the session is gone (the app
   * clears storage and goes to /portals: access §4, §8). Spec: operations §7, §8 'User info and
   * account'.
   */
  loginUserInfo(options?: RequestOptions): Promise<LoggedInUserInfo>;
  /**
   * POST /partner/logout/: revokes the token on our server. Silent by default (pass
   * `{ silent: false }` to report): logging out with an expired token must not show
   * 'Invalid Credentials!'. The app clears storage whatever the outcome (access §2 'User menu').
   */
  logout(options?: RequestOptions): Promise<LogoutResponse | undefined>;
}

/** True when a body `status` means success (200, also when sent as the string '200'). */
function isOkStatus(status: unknown): boolean {
  return status === 200 || status === '200';
}

/**
 * Throws the body-status failure described on {@link PartnerApi.login} when `body.status` is not
 * 200. Spec: access §4 'Sign-in', §8.
 */
export function assertBodyStatusOk(core: HttpCore, path: string, body: unknown): void {
  const status = (body as { status?: unknown } | null | undefined)?.status;
  if (isOkStatus(status)) return;
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

/** Builds `client.partner`. */
export function createPartnerApi(core: HttpCore): PartnerApi {
  return {
    ...createPartnerOnboardingApi(core),
    async login(credentials, options) {
      const path = '/partner/login/';
      const body = await core.post<WireSession, LoginCredentials>(path, credentials, options);
      assertBodyStatusOk(core, path, body);
      return sessionFromWire(body);
    },
    async loginUserInfo(options) {
      const { LogedInUserInfo: info } = await core.get<LoginUserInfoResponse>(
        '/partner/login-user-info/',
        options,
      );
      return {
        fullName: info.fullname,
        email: info.email,
        uuid: info.uuid,
        phone: info.phone,
        status: info.status,
        allRoles: info.all_roles,
      };
    },
    logout: (options) =>
      core.post<LogoutResponse | undefined>('/partner/logout/', undefined, {
        silent: true,
        ...options,
      }),
  };
}
