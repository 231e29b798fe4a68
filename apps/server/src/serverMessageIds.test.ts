import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_TEXTS, serverMessageId } from './serverMessageIds.ts';
import { buildTestApp } from './testing/testApp.ts';

describe('message ids beside the server texts (issue 19)', () => {
  it('names fixed texts and texts with placeholders, with their values', () => {
    expect(serverMessageId('Invalid email or password.')).toEqual({ id: 'signIn.invalidCredentials' });
    expect(serverMessageId('Invalid OTP. 4 attempts left.')).toEqual({
      id: 'identity.otpWrong',
      values: { left: '4' },
    });
    expect(serverMessageId('Please wait 40 seconds before requesting a new code.')).toEqual({
      id: 'identity.resendWait',
      values: { seconds: '40' },
    });
    expect(serverMessageId('Something only this answer says')).toBeNull();
  });

  it("matches the portal's client messages: one per id, the server's English text verbatim", () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../portal/src/locales/en.source.json', import.meta.url), 'utf8'),
    ) as Record<string, { defaultMessage: string }>;
    // A count the server writes '{minutes} minutes' is a plural in the portal; its `other` branch
    // ('# minutes') is the server's text.
    const otherBranch = (message: string) =>
      message.replace(
        /\{(\w+), plural, (?:one \{[^{}]*\} )?other \{([^{}]*)\}\}/g,
        (_whole, name: string, other: string) => other.replace('#', `{${name}}`),
      );
    const portal = Object.fromEntries(
      Object.entries(catalogue)
        .filter(([id]) => id.startsWith('server.'))
        .map(([id, { defaultMessage }]) => [id.slice('server.'.length), otherBranch(defaultMessage)]),
    );
    expect(portal).toEqual(SERVER_MESSAGE_TEXTS);
    expect(otherBranch(catalogue['server.identity.hourlyCap']?.defaultMessage ?? '')).toBe(
      SERVER_MESSAGE_TEXTS['identity.hourlyCap'],
    );
  });

  describe('in the answers', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('adds message_id beside the English message, and leaves other answers alone', async () => {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/partner/login/',
        payload: { email: 'nobody@demo.test', password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        message: 'Invalid email or password.',
        message_id: 'signIn.invalidCredentials',
      });
      const unknown = await app.inject({ method: 'GET', url: '/api/no-such-call/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).not.toHaveProperty('message_id');
    });
  });
});
