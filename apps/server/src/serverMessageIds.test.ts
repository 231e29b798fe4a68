import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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
    // A loose text of one table never claims a text another table writes in full.
    expect(serverMessageId('Bank details of Acme Services saved.')).toEqual({
      id: 'partnerRecords.bankSaved',
      values: { partner: 'Acme Services' },
    });
    expect(serverMessageId('invoice.pdf of TKT-1 accepted.')).toEqual({
      id: 'auditDocuments.reviewed',
      values: { file: 'invoice.pdf', ticket: 'TKT-1', status: 'accepted' },
    });
  });

  it("matches the portal's client messages: one per id, the server's English text verbatim", () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../portal/src/locales/en.source.json', import.meta.url), 'utf8'),
    ) as Record<string, { defaultMessage: string }>;
    // The server's words of a client message: its text with placeholders as '{name}', ICU quoting
    // undone ("''{action}'" is "'{action}'"), and a plural's `other` branch ('# minutes') for a
    // count the server writes '{minutes} minutes'.
    const serverWords = (elements: MessageFormatElement[], count?: string): string =>
      elements
        .map((element) => {
          if (element.type === TYPE.literal) return element.value;
          if (element.type === TYPE.pound) return `{${count ?? ''}}`;
          if (element.type === TYPE.plural) return serverWords(element.options.other!.value, element.value);
          if (element.type === TYPE.argument) return `{${element.value}}`;
          throw new Error(`unexpected ICU element ${element.type}`);
        })
        .join('');
    const otherBranch = (message: string) => serverWords(parse(message));
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
