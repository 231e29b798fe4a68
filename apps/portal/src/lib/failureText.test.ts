import { ApiError } from '@partner-portal/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { failureText } from './failureText.ts';

const intl = createIntl({ locale: 'en', messages: {} });

describe('failureText', () => {
  it("shows the server's message of an HTTP failure (access §8)", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Email with domain provider.example is not allowed!',
    });
    expect(failureText(intl, error)).toBe('Email with domain provider.example is not allowed!');
  });

  it('uses the shared texts for a time-out and no network, and nothing for an aborted call', () => {
    expect(failureText(intl, new ApiError({ kind: 'timeout', message: 'x' }))).toBe(
      'The request timed out. Please try again.',
    );
    expect(failureText(intl, new ApiError({ kind: 'network', message: 'x' }))).toBe(
      'Network Unavailable, Please check your internet connection.',
    );
    expect(failureText(intl, new ApiError({ kind: 'aborted', message: 'x' }))).toBeNull();
  });

  it('falls back to the error text, then the shared fallback', () => {
    expect(failureText(intl, new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureText(intl, 'odd')).toBe('Something went wrong!');
  });
});
