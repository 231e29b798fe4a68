import { ApiError } from '@partner-portal/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { linkCheckOutcome } from './linkCheck.ts';

const intl = createIntl({ locale: 'en', messages: {} });

describe('linkCheckOutcome (operations §8 "Forms")', () => {
  it('is undefined without an error', () => {
    expect(linkCheckOutcome(intl, undefined)).toBeUndefined();
  });

  it("shows the server's message for an invalid or expired link", () => {
    const error = new ApiError({ kind: 'http', status: 410, message: 'This link has expired.' });
    expect(linkCheckOutcome(intl, error)).toEqual({
      linkError: 'This link has expired.',
      linkCheckFailed: false,
    });
  });

  it("shows 'Error Checking Link!' for no network, a time-out or a server failure", () => {
    for (const error of [
      new ApiError({ kind: 'network', message: 'Network Unavailable' }),
      new ApiError({ kind: 'timeout', message: 'timed out' }),
      new ApiError({ kind: 'http', status: 502, message: 'Bad Gateway' }),
      new Error('boom'),
    ]) {
      expect(linkCheckOutcome(intl, error)).toEqual({ linkError: null, linkCheckFailed: true });
    }
  });
});
