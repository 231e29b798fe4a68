import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../identity/outbox.ts';

/** The development outbox for `to`, newest first, read through GET /api/dev/outbox/. Spec: access §7. */
export async function readOutbox(app: FastifyInstance, to?: string): Promise<OutboxEntry[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox/', query: to ? { to } : {} });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return response.json<OutboxEntry[]>();
}

/** The code of the newest message to `to` (throws when there is none). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [entry] = await readOutbox(app, to);
  if (!entry?.code) throw new Error(`no code sent to ${to}`);
  return entry.code;
}
