import { ApiError } from '@partner-portal/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { listFailureText } from './listFailure.ts';

const intl = createIntl({ locale: 'en', messages: {} });
const http = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', status, body, message: `status ${status}` });

describe('listFailureText (operations §8 "Shared HTTP")', () => {
  it('shows the answer message of a 4xx, or the fallback without one', () => {
    expect(
      listFailureText(intl, http(403, { message: 'You do not have permission to perform this action.' })),
    ).toBe('You do not have permission to perform this action.');
    expect(listFailureText(intl, http(409, {}))).toBe('Something went wrong!');
  });

  it('shows Invalid Credentials! on 401 and no server text for 5xx', () => {
    expect(listFailureText(intl, http(401, { message: 'Invalid token.' }))).toBe('Invalid Credentials!');
    expect(listFailureText(intl, http(502, { message: 'upstream stack trace' }))).toBe(
      'Something went wrong!',
    );
  });

  it('shows the time-out and offline texts and nothing for an abort', () => {
    expect(listFailureText(intl, new ApiError({ kind: 'timeout', message: 't' }))).toBe(
      'The request timed out. Please try again.',
    );
    expect(listFailureText(intl, new ApiError({ kind: 'network', message: 'n' }))).toBe(
      'Network Unavailable, Please check your internet connection.',
    );
    expect(listFailureText(intl, new ApiError({ kind: 'aborted', message: 'a' }))).toBeNull();
    expect(listFailureText(intl, undefined)).toBeNull();
  });
});
