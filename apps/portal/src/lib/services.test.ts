import { isApiError } from '@partner-portal/api';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureText } from './failureText.ts';
import { createPortalApiClient } from './services.ts';

const italian = createIntl({
  locale: 'it',
  defaultLocale: 'en',
  messages: { 'server.signIn.invalidCredentials': 'Email o password non validi.' },
  onError: () => undefined,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPortalApiClient', () => {
  it("loads the server messages beside the first call, so the answer's message_id is translated", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { status: 401, message: 'Invalid email or password.', message_id: 'signIn.invalidCredentials' },
        { status: 401 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createPortalApiClient(() => italian);
    const failure = await client.partner
      .login({ email: 'ravi@example.test', password: 'wrong' }, { silent: true })
      .catch((error: unknown) => error);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(failure)).toBe(true);
    expect(failureText(italian, failure)).toBe('Email o password non validi.');
  });
});
