import { describe, expect, it } from 'vitest';
import { createChatStore } from './chatStore.ts';

const message = (id: string, peer = 'a@x', direction: 'self' | 'peer' = 'peer') => ({
  id,
  peer,
  direction,
  text: `text ${id}`,
  sentAt: '2026-11-25T10:00:00Z',
});

describe('chat store (operations §4 Chat)', () => {
  it('counts unread messages of peers not selected; selecting zeroes the count', () => {
    const store = createChatStore();
    store.receive(message('1'));
    store.receive(message('2'));
    store.receive(message('2'));
    expect(store.getState().conversations['a@x']?.unreadCount).toBe(2);
    expect(store.getState().conversations['a@x']?.messages).toHaveLength(2);
    store.select('a@x');
    expect(store.getState().conversations['a@x']?.unreadCount).toBe(0);
    store.receive(message('3'));
    expect(store.getState().conversations['a@x']?.unreadCount).toBe(0);
  });

  it('puts archived messages before live ones without duplicates, and only raises delivery status', () => {
    const store = createChatStore();
    store.addOwn('a@x', { id: 'live', direction: 'self', text: 'hi', sentAt: '', status: 'sending' });
    store.setHistory('a@x', [message('old'), message('live', 'a@x', 'self')]);
    expect(store.getState().conversations['a@x']?.messages.map((m) => m.id)).toEqual(['old', 'live']);
    store.setStatus('a@x', 'live', 'read');
    store.setStatus('a@x', 'live', 'delivered');
    expect(store.getState().conversations['a@x']?.messages[1]?.status).toBe('read');
  });

  it('resets to the initial state (logout)', () => {
    const store = createChatStore();
    store.receive(message('1'));
    store.select('a@x');
    store.reset();
    expect(store.getState().conversations).toEqual({});
    expect(store.getState().selected).toBeNull();
  });
});
