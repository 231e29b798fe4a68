import { ApiProvider } from '@partner-portal/api/hooks';
import type { ApiClient } from '@partner-portal/api';
import { createToastQueue, ToastProvider } from '@partner-portal/ui/feedback';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { XmppSession, XmppSessionHandlers } from '../connection/types.ts';
import { stopChat } from './chatRegistry.ts';
import { useInternalChat } from './useInternalChat.ts';

// strophe.js's Node entry installs its own DOM globals; the tests pass a fake transport instead.
vi.mock('../connection/stropheSession.ts', () => ({ connectWithStrophe: vi.fn() }));

/** useInternalChat with a fake transport (operations §4, §8 'Chat'; access §2 logout). */

function setup() {
  const queue = createToastQueue();
  const session: XmppSession = {
    send: vi.fn(() => 'm-1'),
    history: vi.fn(async () => []),
    markDisplayed: vi.fn(),
    setTyping: vi.fn(),
    disconnect: vi.fn(),
  };
  let handlers: XmppSessionHandlers | undefined;
  const connect = vi.fn(async (_credentials: unknown, given: XmppSessionHandlers) => {
    handlers = given;
    return session;
  });
  const client = {
    chat: {
      credentials: vi.fn(async () => ({ jid: 'me@x', password: 'p', websocketUrl: 'ws://x', expiresIn: 60 })),
    },
  } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" defaultLocale="en">
      <ApiProvider client={client}>
        <ToastProvider queue={queue}>{children}</ToastProvider>
      </ApiProvider>
    </IntlProvider>
  );
  const hook = renderHook(
    () =>
      useInternalChat({
        userKey: 'u-1',
        nameOf: (jid) => (jid === 'a@x' ? 'Demo Admin' : undefined),
        connect,
      }),
    { wrapper },
  );
  return { hook, session, connect, handlers: () => handlers };
}

describe('useInternalChat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects 5 s after mount, pops a message from a peer not selected, and stops on logout', async () => {
    const { hook, session, connect, handlers } = setup();
    await act(async () => vi.advanceTimersByTimeAsync(4999));
    expect(connect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current.state.connection.status).toBe('connected');

    act(() =>
      handlers()?.onMessage({
        id: 'x1',
        peer: 'a@x',
        direction: 'peer',
        text: 'Hello',
        sentAt: '2026-11-25T10:00:00Z',
      }),
    );
    expect(hook.result.current.state.conversations['a@x']?.unreadCount).toBe(1);

    act(() => hook.result.current.select('a@x'));
    expect(hook.result.current.state.conversations['a@x']?.unreadCount).toBe(0);
    act(() => {
      expect(hook.result.current.send('Hi back')).toBe(true);
    });
    expect(session.send).toHaveBeenCalledWith('a@x', 'Hi back');

    act(() => stopChat());
    expect(session.disconnect).toHaveBeenCalled();
    expect(hook.result.current.state.connection.status).toBe('idle');
    expect(hook.result.current.state.conversations).toEqual({});
  });

  it("sends 'composing' to the selected peer and 'paused' to the same peer after a switch", async () => {
    const { hook, session } = setup();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    act(() => hook.result.current.select('a@x'));
    act(() => hook.result.current.setTyping(true));
    act(() => hook.result.current.select('b@x'));
    act(() => hook.result.current.setTyping(false));
    expect(vi.mocked(session.setTyping).mock.calls).toEqual([
      ['a@x', true],
      ['a@x', false],
    ]);
    act(() => hook.result.current.setTyping(false));
    expect(session.setTyping).toHaveBeenCalledTimes(2);
  });

  it('refuses to send while not connected, with the spec message', async () => {
    const { hook } = setup();
    act(() => hook.result.current.select('a@x'));
    act(() => {
      expect(hook.result.current.send('Hi')).toBe(false);
    });
    expect(hook.result.current.error).toBe('Network Unavailable, Please check your internet connection.');
  });
});
