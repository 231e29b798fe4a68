import { describe, expect, it, vi } from 'vitest';
import { stopChat } from '../hooks/chatRegistry.ts';
import { createChatStore } from './chatStore.ts';
import { getChatUnread, publishChatUnread, subscribeChatUnread, summariseChatUnread } from './chatUnread.ts';

const peer = (from: string, id: string, at: string) => ({
  id,
  peer: from,
  direction: 'peer' as const,
  text: `hello from ${from}`,
  sentAt: at,
});

describe('chat unread summary (issue 20)', () => {
  it('lists the peers with unread messages, newest first, named, with the sum', () => {
    const store = createChatStore();
    store.receive(peer('a@chat.test', '1', '2026-11-25T08:00:00Z'));
    store.receive(peer('b@chat.test', '2', '2026-11-25T09:00:00Z'));
    store.receive(peer('b@chat.test', '3', '2026-11-25T09:05:00Z'));
    store.receive(peer('c@chat.test', '4', '2026-11-25T07:00:00Z'));
    store.select('c@chat.test');
    const summary = summariseChatUnread(store.getState(), (jid) =>
      jid === 'b@chat.test' ? 'Bina' : undefined,
    );
    expect(summary).toEqual({
      total: 3,
      peers: [
        {
          jid: 'b@chat.test',
          name: 'Bina',
          unread: 2,
          lastText: 'hello from b@chat.test',
          lastAt: '2026-11-25T09:05:00Z',
        },
        { jid: 'a@chat.test', unread: 1, lastText: 'hello from a@chat.test', lastAt: '2026-11-25T08:00:00Z' },
      ],
    });
  });

  it('keeps the last published counts, tells subscribers of a change only, and forgets them on logout', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChatUnread(listener);
    publishChatUnread({ peers: [{ jid: 'a@chat.test', unread: 1 }], total: 1 });
    publishChatUnread({ peers: [{ jid: 'a@chat.test', unread: 1 }], total: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getChatUnread().total).toBe(1);
    stopChat();
    expect(getChatUnread()).toEqual({ peers: [], total: 0 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
