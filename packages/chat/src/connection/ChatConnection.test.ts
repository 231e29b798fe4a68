import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, type ConnectionState } from './ChatConnection.ts';
import type { XmppSession, XmppSessionHandlers } from './types.ts';

/** The connection service with fake timers (operations §8, §9 'Chat': 10 retries, 1000/2000/10000 ms). */

const credentials = { jid: 'me@chat.test', password: 'p', websocketUrl: 'ws://x' };

function fakeSession(): XmppSession {
  return {
    send: vi.fn(() => 'id'),
    history: vi.fn(async () => []),
    markDisplayed: vi.fn(),
    setTyping: vi.fn(),
    disconnect: vi.fn(),
  };
}

const noHandlers = { onMessage: vi.fn(), onReceipt: vi.fn(), onPresence: vi.fn(), onTyping: vi.fn() };

describe('ChatConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with fresh credentials', async () => {
    const states: ConnectionState[] = [];
    const getCredentials = vi.fn(async () => credentials);
    const connect = vi.fn(async () => fakeSession());
    const connection = new ChatConnection({
      getCredentials,
      connect,
      handlers: noHandlers,
      onState: (s) => states.push(s),
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.status)).toEqual(['connecting', 'connected']);
    expect(connect).toHaveBeenCalledWith(credentials, expect.anything());
    expect(connection.live).toBeDefined();
  });

  it('retries 10 times at 1000, 2000, 4000, 8000, then 10000 ms, then stops and clears', async () => {
    const states: ConnectionState[] = [];
    const connect = vi.fn(async () => {
      throw new Error('down');
    });
    const connection = new ChatConnection({
      getCredentials: async () => credentials,
      connect,
      handlers: noHandlers,
      onState: (s) => states.push(s),
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ status: 'retrying', attempt: 1, dropped: false });
    const waits = [1000, 2000, 4000, 8000, 10000, 10000, 10000, 10000, 10000, 10000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(connect).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(connect).toHaveBeenCalledTimes(index + 2);
    }
    expect(states.at(-1)).toEqual({ status: 'failed', attempt: 10, dropped: false });
    expect(states.filter((s) => s.status === 'retrying').map((s) => s.attempt)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connect).toHaveBeenCalledTimes(11);
    expect(connection.live).toBeUndefined();
  });

  it('reconnects after a lost session and resets the count once connected', async () => {
    const states: ConnectionState[] = [];
    let handlers: XmppSessionHandlers | undefined;
    let fail = false;
    const connect = vi.fn(async (_c: unknown, h: XmppSessionHandlers) => {
      if (fail) throw new Error('down');
      handlers = h;
      return fakeSession();
    });
    const connection = new ChatConnection({
      getCredentials: async () => credentials,
      connect,
      handlers: noHandlers,
      onState: (s) => states.push(s),
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    handlers?.onDisconnected();
    expect(states.at(-1)).toEqual({ status: 'retrying', attempt: 1, dropped: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toEqual({ status: 'retrying', attempt: 2, dropped: false });
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)?.status).toBe('connected');
    expect(connect).toHaveBeenCalledTimes(3);
  });

  it('stops: cancels the pending retry and closes the session', async () => {
    const session = fakeSession();
    const connect = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(session);
    const connection = new ChatConnection({
      getCredentials: async () => credentials,
      connect,
      handlers: noHandlers,
      onState: () => undefined,
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    connection.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connection.current.status).toBe('idle');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.current.status).toBe('connected');
    connection.stop();
    expect(session.disconnect).toHaveBeenCalled();
  });

  it('is unavailable, without retries, when the portal has no chat server', async () => {
    const connect = vi.fn();
    const connection = new ChatConnection({
      getCredentials: async () => {
        throw Object.assign(new Error('Chat is unavailable'), { status: 503 });
      },
      connect,
      handlers: noHandlers,
      onState: () => undefined,
      isUnavailable: (error) => (error as { status?: number }).status === 503,
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.current.status).toBe('unavailable');
    expect(connect).not.toHaveBeenCalled();
  });
});
