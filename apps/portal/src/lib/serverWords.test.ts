import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The modules as a page finds them before its first call (test files may share a module graph). */
async function freshModules() {
  vi.resetModules();
  const [{ ApiError }, { failureText }, { loadServerMessages, serverWords }] = await Promise.all([
    import('@partner-portal/api'),
    import('./failureText.ts'),
    import('./serverWords.ts'),
  ]);
  return { ApiError, failureText, loadServerMessages, serverWords };
}

let modules: Awaited<ReturnType<typeof freshModules>>;
beforeEach(async () => {
  modules = await freshModules();
});

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
    const { ApiError, failureText, loadServerMessages, serverWords } = modules;
    expect(serverWords(italian, body, body.message)).toBe('Invalid OTP. 4 attempts left.');
    await loadServerMessages();
    expect(serverWords(italian, body, body.message)).toBe('OTP non valido. Tentativi rimasti: 4.');
    expect(
      failureText(italian, new ApiError({ kind: 'http', status: 400, message: body.message, body })),
    ).toBe('OTP non valido. Tentativi rimasti: 4.');
  });

  it('answers the same promise on every call', async () => {
    const { loadServerMessages } = modules;
    expect(loadServerMessages()).toBe(loadServerMessages());
    await loadServerMessages();
  });
});
