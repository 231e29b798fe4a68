import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTicketId } from '../../seedTickets.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
let app: FastifyInstance;
const token: Record<string, string> = {};
const ticket = demoTicketId(3);

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW, config: { storageMode: 'local' } });
  for (const role of ['coordinator', 'qc', 'client_user', 'data_entry']) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const call = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Token ${token[role]}` },
    ...(payload ? { payload } : {}),
  });

interface Note {
  id: number;
  author_name: string;
  html: string;
  images: Record<string, string>;
}

describe('ticket notes (issue 20)', () => {
  it('stores a rich-text note with an uploaded image and lists it with a 60 s signed image link', async () => {
    const html =
      '<p>Meter reading <strong>OK</strong></p><img src="uploads/2026/11/25/meter.png" alt="meter">';
    const created = await call('coordinator', 'POST', `/management/tickets/${ticket}/notes/`, { html });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ message: string }>().message).toMatch(/^Note added to ticket TKT-\d+\.$/);
    const list = await call('qc', 'GET', `/management/tickets/${ticket}/notes/`);
    expect(list.statusCode).toBe(200);
    const [note] = list.json<{ results: Note[]; expires_in: number }>().results;
    expect(note).toMatchObject({ html, author_name: 'Demo Coordinator' });
    const link = new URL(note!.images['uploads/2026/11/25/meter.png']!);
    expect(link.pathname).toContain('uploads/2026/11/25/meter.png');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
    const detail = await call('coordinator', 'GET', `/management/tickets/${ticket}/`);
    const events = detail.json<{ ticket: { events: { action: string }[] } }>().ticket.events;
    expect(events.some((event) => event.action === 'note_added')).toBe(true);
  });

  it('refuses images from elsewhere, empty notes and malformed bodies with 400 and a message', async () => {
    for (const html of [
      '<p>x</p><img src="https://tracker.example/p.gif">',
      '<img src="uploads/../secrets/key.pem">',
      '<img src="data:image/png;base64,AAAA">',
    ]) {
      const response = await call('coordinator', 'POST', `/management/tickets/${ticket}/notes/`, { html });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Images in a note must be files uploaded to the portal.',
      );
    }
    const empty = await call('coordinator', 'POST', `/management/tickets/${ticket}/notes/`, {
      html: '<p> </p>',
    });
    expect(empty.json<{ message: string }>().message).toBe('Write something or add an image first.');
    for (const payload of [{}, { html: { text: 'x' } }, { html: 'x'.repeat(50_001) }]) {
      const response = await call('coordinator', 'POST', `/management/tickets/${ticket}/notes/`, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps notes from client users and other roles, and answers 404 for an unknown ticket', async () => {
    expect((await call('client_user', 'GET', `/management/tickets/${ticket}/notes/`)).statusCode).toBe(403);
    expect(
      (await call('data_entry', 'POST', `/management/tickets/${ticket}/notes/`, { html: '<p>x</p>' }))
        .statusCode,
    ).toBe(403);
    const unknown = await call('coordinator', 'GET', `/management/tickets/${'0'.repeat(32)}/notes/`);
    expect(unknown.statusCode).toBe(404);
    expect((await call('coordinator', 'GET', '/management/tickets/not-a-ticket/notes/')).statusCode).toBe(
      400,
    );
  });
});
