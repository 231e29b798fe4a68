import { serverMessageId } from '../serverMessageIds.ts';

/**
 * `body` as the API answers it: with `message_id` (and `message_values`) beside a known `message`
 * (issue 19, serverMessageIds.ts), so tests compare whole bodies exactly.
 */
export function withMessageId<T extends { message?: unknown }>(body: T): T {
  if (typeof body.message !== 'string') return body;
  const known = serverMessageId(body.message);
  if (!known) return body;
  return { ...body, message_id: known.id, ...(known.values ? { message_values: known.values } : {}) };
}
