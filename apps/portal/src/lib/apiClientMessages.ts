import { defineMessages } from 'react-intl';

/**
 * The API client's shared texts (`apiMessages` of packages/api, by the same ids) as client
 * messages `api.<id>`, so each locale translates them; `apiText` shows the translation and the
 * client's English text where a locale has none. Defaults are `apiMessages` verbatim (the spec's
 * words), checked by failureText.test.ts. Spec: operations §8 'Shared HTTP'.
 */
export const apiClientMessages = defineMessages({
  invalidCredentials: {
    id: 'api.invalidCredentials',
    defaultMessage: 'Invalid Credentials!',
    description: 'Error toast for any answer 401: the session or the credentials are not valid',
  },
  fallback: {
    id: 'api.fallback',
    defaultMessage: 'Something went wrong!',
    description: 'Error text when a request failed and the server gave no explanation',
  },
  network: {
    id: 'api.network',
    defaultMessage: 'Network Unavailable, Please check your internet connection.',
    description: 'Error text when the request could not reach the server (offline)',
  },
  timeout: {
    id: 'api.timeout',
    defaultMessage: 'The request timed out. Please try again.',
    description: 'Error text when the server did not answer within 30 seconds',
  },
  httpStatus: {
    id: 'api.httpStatus',
    defaultMessage: 'Request failed with status code {status}',
    description:
      'Error text of a failed request without a server message; {status} is the HTTP status number',
  },
  invalidResponse: {
    id: 'api.invalidResponse',
    defaultMessage: 'The server sent an answer that could not be read.',
  },
  aborted: { id: 'api.aborted', defaultMessage: 'The request was cancelled.' },
  userInfoFailed: {
    id: 'api.userInfoFailed',
    defaultMessage: 'Something went wrong ! please try again.',
    description:
      "Error text when the signed-in user's details could not be loaded (spec wording, spacing as is)",
  },
  invalidUploadResponse: {
    id: 'api.invalidUploadResponse',
    defaultMessage: 'Invalid S3 response: missing upload URL or public URL',
    description: 'Error text when the file storage answered without an upload address (S3 is a product name)',
  },
  uploadFailed: {
    id: 'api.uploadFailed',
    defaultMessage: 'The file could not be uploaded (status {status}).',
    description: 'Error text of a failed upload; {status} is the HTTP status number',
  },
  downloadFailed: { id: 'api.downloadFailed', defaultMessage: 'Failed to Download the file' },
});
