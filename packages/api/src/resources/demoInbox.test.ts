import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.demoInbox', () => {
  it('lists the demo inbox without the token, in camelCase', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        messages: [
          {
            id: 7,
            channel: 'whatsapp',
            to: '9800000020',
            from: 'Partner Portal (WhatsApp simulator)',
            subject: '',
            text: 'Your passphrase is 715204.',
            html: null,
            template: 'passphrase',
            code: '715204',
            link: null,
            received_at: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
    );
    await expect(client.demoInbox.list()).resolves.toEqual([
      {
        id: 7,
        channel: 'whatsapp',
        to: '9800000020',
        from: 'Partner Portal (WhatsApp simulator)',
        subject: '',
        text: 'Your passphrase is 715204.',
        html: null,
        code: '715204',
        link: null,
        receivedAt: '2026-11-25T10:00:00.000Z',
      },
    ]);
    expect(callLines(calls)).toEqual(['GET https://portal.example/api/dev/inbox/']);
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBeNull();
  });

  it('reads demo mode, false unless the server says true', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, demo_mode: true }));
    await expect(client.demoInbox.isDemoMode()).resolves.toBe(true);
    expect(callLines(calls)).toEqual(['GET https://portal.example/api/dev/demo-mode/']);
    const off = clientWith(() => jsonResponse({ status: 200, demo_mode: 'yes' }));
    await expect(off.client.demoInbox.isDemoMode()).resolves.toBe(false);
  });
});
