import {
  apiMessages,
  formatApiMessage,
  isApiError,
  type ApiMessageId,
  type ApiNotice,
} from '@partner-portal/api';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { apiClientMessages } from './apiClientMessages.ts';
import { serverWords } from './serverWords.ts';

/**
 * The API client's text `id` in the interface language: the catalogue's `api.<id>` entry when
 * the locale has one, else the client's English text (the spec's words, `apiMessages`). The
 * English texts live in packages/api only, so they are formatted here without react-intl's parser
 * (the production build ships none: messages are compiled at build time).
 */
export function apiText(
  intl: IntlShape,
  id: ApiMessageId,
  values: Record<string, string | number> = {},
): string {
  const descriptor = { id: apiClientMessages[id].id as string };
  return intl.messages[descriptor.id]
    ? intl.formatMessage(descriptor, values)
    : formatApiMessage(apiMessages[id], values);
}

/**
 * The toast text of a shared error the API client reports (`onError`): its shared text in the
 * interface language (e.g. 'Invalid Credentials!', 'Request failed with status code {status}'), or
 * the server's own words when the notice carries no text id. Spec: operations §8 'Shared HTTP'.
 */
export function noticeText(intl: IntlShape, notice: ApiNotice): string {
  return notice.messageId
    ? apiText(intl, notice.messageId, { status: notice.error.status ?? '' })
    : serverWords(intl, notice.error.body, notice.message);
}

/**
 * One text of a screen's error catalogue: a react-intl message descriptor (the screen's own words,
 * e.g. 'Failed to send PhassPhrase! Try again.') or the id of one of the API client's shared texts
 * (`apiMessages`, e.g. 'fallback' = 'Something went wrong!', formatted with `apiText`).
 */
export type FailureMessage = MessageDescriptor | ApiMessageId;

/**
 * How one screen words a failed call, on top of the rules every screen shares (an aborted call
 * shows nothing; a time-out and no network show the shared texts). Every option is optional: none
 * at all gives the public forms' wording (the error text). Spec: access §8, operations §8.
 */
export interface FailureTextOptions {
  /**
   * The text for a failure no other option words: an HTTP answer of 500 or above (whose text is
   * never shown, operations §8 'Shared HTTP'), an unreadable answer, an error that is not an
   * `ApiError`; also a time-out, no network or an aborted call when `timeoutAndOffline` / `aborted`
   * say so. `null`: no text, the screen shows a failure state of its own (the link check's 'Error
   * Checking Link!'). Default: the error text, i.e. the error's own message (for an `ApiError` the
   * server's message, else 'Request failed with status code {status}'), else 'Something went wrong!'.
   */
  serverError?: FailureMessage | null;
  /** The text for an HTTP answer below 500 that shows no server message. Default: `serverError`. */
  clientError?: FailureMessage | null;
  /**
   * Which HTTP answers below 500 show the server's words: 'below500' every one, or only the listed
   * statuses (the final registration step: `[400]`). An empty message gives `clientError`.
   * Default: none.
   */
  showServerMessage?: 'below500' | readonly number[];
  /**
   * Where the server's words are read: 'error' (default) `ApiError.message`, which the client fills
   * with the body's message or else its own text ('Request failed with status code {status}', or
   * the body-status call's 'Something went wrong!'); 'body' only the answer body's non-blank
   * `message` (else `clientError`).
   */
  serverMessageFrom?: 'error' | 'body';
  /**
   * Texts for particular statuses, checked before the rules above (after the aborted, time-out and
   * offline rules): e.g. `{ 401: 'invalidCredentials' }`, or 404 'Email not Registered!'.
   */
  byStatus?: Readonly<Partial<Record<number, FailureMessage>>>;
  /**
   * A time-out or no network: 'shared' (default) the shared texts ('The request timed out. Please
   * try again.', 'Network Unavailable, Please check your internet connection.'); 'serverError' the
   * screen's `serverError` (the spec words such a request failure per screen, e.g. 'Error Login!').
   */
  timeoutAndOffline?: 'shared' | 'serverError';
  /**
   * An aborted call: 'silent' (default) `null`, nothing to show (the caller went away);
   * 'serverError' the screen's `serverError`, for a helper that always answers a text.
   */
  aborted?: 'silent' | 'serverError';
}

/** Options with which {@link failureText} always answers a text (never `null`). */
export type FailureTextAlwaysOptions = FailureTextOptions & {
  serverError: FailureMessage;
  clientError?: FailureMessage;
  aborted: 'serverError';
};

/** The answer body's `message`, when it has a non-blank one. */
function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The text a screen shows when one of its calls fails: the one mapping of a failed call (an
 * `ApiError` of `kind` 'aborted', 'timeout', 'network', 'http' or 'parse', or any other thrown
 * value) to the words of the screen's error catalogue, in this order:
 * 1. an aborted call: `null` (or `serverError`, see `aborted`);
 * 2. a time-out or no network: the shared texts (or `serverError`, see `timeoutAndOffline`);
 * 3. a status listed in `byStatus`: its text;
 * 4. an HTTP answer below 500: the server's words when `showServerMessage` covers its status and
 *    they are not empty, else `clientError`;
 * 5. anything else (500 or above, an unreadable answer, not an `ApiError`): `serverError`.
 *
 * Without options it words the public forms' failures: the shared texts for a time-out or no
 * network, the server's message (or the client's error text) otherwise; `null` for an aborted call.
 * Spec: access §8 ('Sign-up: non-200 shows the message; a network failure shows the error text';
 * 'Client sign-up, forgot and reset password: the server message or the error text'); operations §8
 * 'Shared HTTP', 'Forms'.
 *
 * @param intl - formats the texts in the interface language.
 * @param error - what the call rejected with (usually an `ApiError`; anything is accepted).
 * @param options - the screen's wording, see {@link FailureTextOptions}.
 * @returns the text to show, or `null` when there is nothing to show (an aborted call, or a
 *   `null` text in the options). Never throws.
 */
export function failureText(intl: IntlShape, error: unknown, options: FailureTextAlwaysOptions): string;
export function failureText(intl: IntlShape, error: unknown, options?: FailureTextOptions): string | null;
export function failureText(
  intl: IntlShape,
  error: unknown,
  options: FailureTextOptions = {},
): string | null {
  const {
    serverError,
    clientError = serverError,
    showServerMessage,
    serverMessageFrom = 'error',
    byStatus,
    timeoutAndOffline = 'shared',
    aborted = 'silent',
  } = options;
  const text = (message: FailureMessage | null | undefined): string | null => {
    if (message === null) return null;
    if (message === undefined) {
      if (!(error instanceof Error) || !error.message) return apiText(intl, 'fallback');
      // The server's words (translated when it names a text the portal knows), else the client's text.
      return isApiError(error) && error.message === bodyMessage(error.body)
        ? serverWords(intl, error.body, error.message)
        : error.message;
    }
    return typeof message === 'string' ? apiText(intl, message) : intl.formatMessage(message);
  };

  if (!isApiError(error)) return text(serverError);
  if (error.kind === 'aborted') return aborted === 'silent' ? null : text(serverError);
  if (error.kind === 'timeout' || error.kind === 'network') {
    return timeoutAndOffline === 'shared' ? apiText(intl, error.kind) : text(serverError);
  }
  const forStatus = error.status === undefined ? undefined : byStatus?.[error.status];
  if (forStatus !== undefined) return text(forStatus);
  const status = error.status ?? 500;
  if (error.kind !== 'http' || status >= 500) return text(serverError);
  if (showServerMessage === 'below500' || showServerMessage?.includes(status)) {
    const message = serverMessageFrom === 'body' ? bodyMessage(error.body) : error.message;
    // The server's words, translated when it names a text the portal knows (issue 19).
    if (message)
      return message === bodyMessage(error.body) ? serverWords(intl, error.body, message) : message;
  }
  return text(clientError);
}

/**
 * The wording of each screen family, named; each entry states the rule of its spec sentence, so a
 * screen picks its family instead of composing options. Entries that take descriptors are worded
 * with the screen's own texts (from its forms messages). Spec: access §8, operations §8.
 */
export const failurePresets = {
  /**
   * Public forms (sign-in, sign-up, client sign-up, forgot and reset password, field forms, OTP
   * verification, uploads): the server's message or the error text; the shared time-out and
   * offline texts; nothing for an aborted call. Spec: access §8, operations §8 'Forms'.
   */
  form: {},
  /**
   * List screens and action dialogs: 401 'Invalid Credentials!'; 500 or above only 'Something went
   * wrong!'; other errors the answer body's message, else 'Something went wrong!'; the shared
   * time-out and offline texts. Spec: operations §8 'Shared HTTP'.
   */
  list: {
    serverError: 'fallback',
    byStatus: { 401: 'invalidCredentials' },
    showServerMessage: 'below500',
    serverMessageFrom: 'body',
  },
  /**
   * The service call report link check: only the server's words (an invalid or expired link);
   * anything else `null`, the screen's own 'Error Checking Link!' state. Spec: operations §8 'Forms'.
   */
  linkCheck: { serverError: null, showServerMessage: 'below500', timeoutAndOffline: 'serverError' },
  /**
   * A code sent (passphrase, registration OTP): a 4xx shows the server's words (a 429 says how long
   * to wait); anything else `failed` ('Failed to send PhassPhrase! Try again.', 'Error in sending
   * OTP'). Spec: access §8 'Partner login', 'OTP'.
   */
  send: (failed: MessageDescriptor) =>
    ({
      serverError: failed,
      showServerMessage: 'below500',
      timeoutAndOffline: 'serverError',
      aborted: 'serverError',
    }) as const satisfies FailureTextAlwaysOptions,
  /**
   * A passphrase verified: a refusal (4xx) shows the server's message, else `refused` ('Incorrect
   * Passphrase!'); a request failure `failed` ('Error Login!'). Spec: access §8 'Partner login'.
   */
  verify: (failed: MessageDescriptor, refused: MessageDescriptor) =>
    ({
      serverError: failed,
      clientError: refused,
      showServerMessage: 'below500',
      timeoutAndOffline: 'serverError',
      aborted: 'serverError',
    }) as const satisfies FailureTextAlwaysOptions,
  /**
   * A company lookup: 404 `notFound` ('WhatsApp No. not Registered!' or 'Email not Registered!'),
   * any other failure `failed` ('Failed to fetch company name'). Spec: access §8 'Company lookup'.
   */
  lookup: (failed: MessageDescriptor, notFound: MessageDescriptor) =>
    ({
      serverError: failed,
      byStatus: { 404: notFound },
      timeoutAndOffline: 'serverError',
      aborted: 'serverError',
    }) as const satisfies FailureTextAlwaysOptions,
  /**
   * The account deletion request: a 4xx answer body's message; the shared time-out and offline
   * texts; `failed` ('Error Requesting Account Deletion!') otherwise. Spec: access §8 'Account deletion'.
   */
  deletion: (failed: MessageDescriptor) =>
    ({
      serverError: failed,
      showServerMessage: 'below500',
      serverMessageFrom: 'body',
      aborted: 'serverError',
    }) as const satisfies FailureTextAlwaysOptions,
  /**
   * The registration's final step: a 400 shows the server's message (the PAN or Aadhaar error);
   * anything else `failed` ('An error occurred.'); `null` for an aborted call.
   * Spec: access §8 'Final step'.
   */
  finalStep: (failed: MessageDescriptor) =>
    ({
      serverError: failed,
      showServerMessage: [400],
      timeoutAndOffline: 'serverError',
    }) as const satisfies FailureTextOptions,
} as const;

/**
 * The text a list screen or an action dialog shows when its call fails ({@link failurePresets}
 * `list`); `null` when there is no error or the call was aborted. Spec: operations §8 'Shared HTTP'.
 *
 * @param intl - formats the texts in the interface language.
 * @param error - what the call rejected with; a falsy value (no error) gives `null`.
 */
export function listFailureText(intl: IntlShape, error: unknown): string | null {
  return error ? failureText(intl, error, failurePresets.list) : null;
}

/**
 * How a failed service call report link check shows ({@link failurePresets} `linkCheck`): the
 * server's message in red in place of the form, or the failed flag for the form's own 'Error
 * Checking Link!'. Spec: operations §8 'Forms'.
 *
 * @param intl - the interface language.
 * @param error - the link check's error; `undefined` or `null` while there is none.
 * @returns `undefined` while there is no error, else the server's message or the failed flag.
 */
export function linkCheckOutcome(
  intl: IntlShape,
  error: unknown,
): { linkError: string | null; linkCheckFailed: boolean } | undefined {
  if (error === undefined || error === null) return undefined;
  const linkError = failureText(intl, error, failurePresets.linkCheck);
  return { linkError, linkCheckFailed: linkError === null };
}
