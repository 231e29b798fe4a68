/**
 * Every English text the client can show or put on an {@link ApiError}, in one place so the app
 * can translate them (look the text up by its id, `ApiNotice.messageId`). The defaults are the
 * spec's exact words where the spec gives them.
 *
 * - `invalidCredentials`: shown on any HTTP 401. Spec: operations §8 'Shared HTTP'.
 * - `fallback`: shown for an HTTP error below 500 whose body has no `message`, shown for 1 s.
 *   Spec: operations §8 'Shared HTTP'.
 * - `network`: shown when the request could not reach the server (offline, DNS, CORS). The text is
 *   the spec's offline text from operations §8 'Chat'.
 * - `timeout`: shown when the 30000 ms time-out ran out. Not worded by the spec.
 * - `httpStatus`: `ApiError.message` of an HTTP error whose body has no `message` (`{status}` is
 *   replaced). Never shown by the client itself; a screen that shows 'the error text' shows it.
 * - `invalidResponse`: `ApiError.message` of a success answer whose body could not be read.
 * - `aborted`: `ApiError.message` when the caller aborted; never shown by the client.
 * - `userInfoFailed`: for the app's user-info error state (access §8 'Logged-in user info');
 *   the client never shows it itself.
 * - `invalidUploadResponse`: `uploadFile` rejects with it when the presign answer lacks `s3_key`
 *   or `uploadUrl`. Spec: operations §5 'Upload', §8 'Files'.
 * - `uploadFailed`: `uploadFile` rejects with it when the storage host refuses the PUT (`{status}`
 *   is replaced). Not worded by the spec.
 * - `downloadFailed`: the signed download link could not be built. Spec: operations §8 'Files'.
 */
export const apiMessages = {
  invalidCredentials: 'Invalid Credentials!',
  fallback: 'Something went wrong!',
  network: 'Network Unavailable, Please check your internet connection.',
  timeout: 'The request timed out. Please try again.',
  httpStatus: 'Request failed with status code {status}',
  invalidResponse: 'The server sent an answer that could not be read.',
  aborted: 'The request was cancelled.',
  userInfoFailed: 'Something went wrong ! please try again.',
  invalidUploadResponse: 'Invalid S3 response: missing upload URL or public URL',
  uploadFailed: 'The file could not be uploaded (status {status}).',
  downloadFailed: 'Failed to Download the file',
} as const;

/** The id of one text in {@link apiMessages}. */
export type ApiMessageId = keyof typeof apiMessages;

/** A full set of texts keyed like {@link apiMessages} (for example a translated copy). */
export type ApiMessages = { readonly [K in ApiMessageId]: string };

/** Replaces `{name}` placeholders in `template` with `values[name]`. */
export function formatApiMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A server text's id and placeholder values, as the reference server answers them beside `message`. */
export interface ServerMessageRef {
  /** `message_id`, e.g. 'identity.otpWrong'. */
  id: string;
  /** `message_values`, e.g. `{ left: '4' }` (text values only). */
  values?: Record<string, string>;
}

/**
 * The `message_id` (and `message_values`) of an answer body, or `null` when it has none. The app
 * shows its own translation of a known id and the body's English `message` otherwise (issue 19).
 */
export function serverMessageOf(body: unknown): ServerMessageRef | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message_id: id, message_values: values } = body as {
    message_id?: unknown;
    message_values?: unknown;
  };
  if (typeof id !== 'string' || id === '') return null;
  if (typeof values !== 'object' || values === null) return { id };
  const texts = Object.entries(values).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { id, values: Object.fromEntries(texts) };
}
