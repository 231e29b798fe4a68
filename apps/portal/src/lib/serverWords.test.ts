import { ApiError } from '@partner-portal/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { failureText } from './failureText.ts';
import { loadServerMessages, serverWords } from './serverWords.ts';

const body = {
  status: 400,
  message: 'Invalid OTP. 4 attempts left.',
  message_id: 'identity.otpWrong',
  message_values: { left: '4' },
};
const italian = createIntl({
  locale: 'it',
  defaultLocale: 'en',
  messages: { 'server.identity.otpWrong': 'OTP non valido. Tentativi rimasti: {left}.' },
  onError: () => undefined,
});

describe('serverWords (the server messages, loaded beside the first call)', () => {
  it("shows the server's English text until the descriptors are loaded, then the translation", async () => {
    expect(serverWords(italian, body, body.message)).toBe('Invalid OTP. 4 attempts left.');
    await loadServerMessages();
    expect(serverWords(italian, body, body.message)).toBe('OTP non valido. Tentativi rimasti: 4.');
    expect(
      failureText(italian, new ApiError({ kind: 'http', status: 400, message: body.message, body })),
    ).toBe('OTP non valido. Tentativi rimasti: 4.');
  });

  it('answers the same promise on every call', async () => {
    expect(loadServerMessages()).toBe(loadServerMessages());
    await loadServerMessages();
  });
});
