import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/** Longest message sent (the server refuses longer ones). */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
/** Longest stack sent (the server refuses longer ones). */
export const CLIENT_ERROR_STACK_MAX = 4000;
/** Stack frames kept: the top of the stack says where it failed. */
export const CLIENT_ERROR_STACK_LINES = 15;

/**
 * An unexpected render error of the portal, as reported to the server log. It carries no personal
 * data: the route is the route table's pattern (`/detail/:uuid`), not the visited URL, and no
 * token is sent with the report.
 */
export interface ClientErrorReport {
  /** The error's message, at most {@link CLIENT_ERROR_MESSAGE_MAX} characters. */
  message: string;
  /** The error's first {@link CLIENT_ERROR_STACK_LINES} stack lines ('' when none). */
  stack: string;
  /** The pattern of the route that failed, e.g. `/detail/:uuid`. */
  route: string;
  /** The portal's version. */
  appVersion: string;
}

/**
 * Builds the report of `error` thrown while rendering `route`: the message (or the thrown value as
 * text) and the stack trimmed to their limits.
 */
export function clientErrorReport(error: unknown, route: string, appVersion: string): ClientErrorReport {
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'Unknown error';
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return {
    message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX),
    stack: stack.split('\n').slice(0, CLIENT_ERROR_STACK_LINES).join('\n').slice(0, CLIENT_ERROR_STACK_MAX),
    route: route.slice(0, 200),
    appVersion: appVersion.slice(0, 64),
  };
}

/** Client error reports, available as `client.clientErrors`. Not in the spec (issue 20). */
export interface ClientErrorsApi {
  /**
   * POST /client-errors/ `{ message, stack, route, app_version }`: sends `report` to the server
   * log, silently (no `onError` notice) and without the token. Resolves on 204; rejects with the
   * `ApiError` (400 bad report, 429 too many) for the caller to ignore.
   */
  report(report: ClientErrorReport, options?: RequestOptions): Promise<void>;
}

/** Builds the client error reports call. */
export function createClientErrorsApi(core: HttpCore): ClientErrorsApi {
  return {
    async report({ message, stack, route, appVersion }, options) {
      await core.post<undefined>(
        '/client-errors/',
        { message, stack, route, app_version: appVersion },
        { silent: true, auth: false, ...options },
      );
    },
  };
}
