import type { FastifyInstance } from 'fastify';
import { IDENTITY_MESSAGES } from './identity/messages.ts';
import { LOGIN_MESSAGES } from './modules/sign-in/schemas.ts';

/**
 * Message ids of the server's texts that the portal shows as they come (issue 19): every answer
 * whose JSON `message` is one of these texts also carries `message_id` (e.g. 'identity.otpWrong')
 * and, for a text with placeholders, `message_values` (`{ left: '4' }`). The portal shows its own
 * translation of `server.<message_id>` in the interface language and the English `message` when it
 * has none, so the spec's English texts stay verbatim in `message`. Ids are `<table>.<key>` of the
 * tables below (the sign-in answers, then identity and onboarding); a text in both gets the first.
 */
const TABLES = { signIn: LOGIN_MESSAGES, identity: IDENTITY_MESSAGES } as const;

interface Entry {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ENTRIES: Entry[] = Object.entries(TABLES).flatMap(([table, texts]) =>
  Object.entries(texts).map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id: `${table}.${key}`, pattern: new RegExp(`^${source}$`), names };
  }),
);

/** The id (and placeholder values) of a server text, or `null` when it has none. */
export function serverMessageId(message: string): { id: string; values?: Record<string, string> } | null {
  for (const { id, pattern, names } of ENTRIES) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (names.length === 0) return { id };
    return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/** Every message id with its English text (for the portal's catalogue check). */
export const SERVER_MESSAGE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TABLES).flatMap(([table, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${table}.${key}`, text]),
  ),
);

/**
 * Adds `message_id` (and `message_values`) beside a known `message` of every JSON object the API
 * answers, before it is serialised. Answers without a known text are left as they are.
 */
export function registerServerMessageIds(api: FastifyInstance): void {
  api.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'message_id' in body) return payload;
    const known = serverMessageId(body.message);
    if (!known) return payload;
    return { ...body, message_id: known.id, ...(known.values ? { message_values: known.values } : {}) };
  });
}
