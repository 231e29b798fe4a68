import { isApiError } from '@partner-portal/api';
import { useChatCredentialsFetcher } from '@partner-portal/api/hooks';
import { useToast } from '@partner-portal/ui/feedback';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { ChatConnection } from '../connection/ChatConnection.ts';
import { CHAT_CONNECTION } from '../connection/reconnectPolicy.ts';
import { connectWithStrophe } from '../connection/stropheSession.ts';
import type { ConnectXmpp } from '../connection/types.ts';
import { chatMessages as m } from '../i18n/messages.ts';
import { createChatStore, type ChatState } from '../store/chatStore.ts';
import { publishChatUnread, summariseChatUnread } from '../store/chatUnread.ts';
import { registerChat } from './chatRegistry.ts';

/** Options of {@link useInternalChat}. */
export interface UseInternalChatOptions {
  /** The signed-in user (uuid): a change restarts the connection. */
  userKey: string | null;
  /** Peer JID to display name, for pop-ups. */
  nameOf: (jid: string) => string | undefined;
  /** Transport (tests and stories pass a fake); default strophe.js over WebSocket. */
  connect?: ConnectXmpp;
}

/** What {@link useInternalChat} gives the screen. */
export interface InternalChat {
  state: ChatState;
  select(peer: string): void;
  /** Sends `text` to the selected peer; resolves false (with `error`) when it cannot. */
  send(text: string): boolean;
  /** The last send refusal ('Network Unavailable, …'), cleared by the next send. */
  error: string | undefined;
  /**
   * Chat states (XEP-0085): true sends 'composing' to the selected peer; false sends 'paused' to
   * the peer 'composing' went to (still right after the selection changed).
   */
  setTyping(typing: boolean): void;
  reconnect(): void;
}

/**
 * Internal chat for the chat path: connects 5 s after mount or a user change (operations §4),
 * shows the connection notices of §8 for 5 s, pops '{name} sent you a message!' for a message
 * from a peer who is not selected, loads history from the archive on select and marks it read.
 * Stops on unmount and on `stopChat()` (logout). Spec: operations §2, §4, §8, §9 'Chat'.
 */
export function useInternalChat({
  userKey,
  nameOf,
  connect = connectWithStrophe,
}: UseInternalChatOptions): InternalChat {
  const intl = useIntl();
  const toast = useToast();
  const getCredentials = useChatCredentialsFetcher();
  const [store] = useState(createChatStore);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [error, setError] = useState<string>();
  /** The peer 'composing' was last sent to (its 'paused' goes there too). */
  const typingTo = useRef<string | null>(null);
  const latest = useRef({ intl, toast, nameOf, getCredentials });
  latest.current = { intl, toast, nameOf, getCredentials };

  const [connection] = useState(
    () =>
      new ChatConnection({
        getCredentials: () => latest.current.getCredentials(),
        connect: (credentials, handlers) => connect(credentials, handlers),
        isUnavailable: (failure) => isApiError(failure) && failure.status === 503,
        onState: (next) => {
          store.setConnection(next);
          const { intl: i, toast: t } = latest.current;
          const show = (message: string, type: 'info' | 'success' | 'error' | 'warning') =>
            t.show({ type, message, durationMs: CHAT_CONNECTION.noticeMs });
          if (next.dropped) show(i.formatMessage(m.disconnected), 'warning');
          if (next.status === 'connecting') show(i.formatMessage(m.connecting), 'info');
          if (next.status === 'retrying')
            show(
              i.formatMessage(m.retrying, { attempt: next.attempt, max: CHAT_CONNECTION.maxRetries }),
              'warning',
            );
          if (next.status === 'connected') show(i.formatMessage(m.connected), 'success');
        },
        handlers: {
          onMessage: (message) => {
            store.receive(message);
            const { selected } = store.getState();
            if (message.direction !== 'peer') return;
            if (selected === message.peer && document.visibilityState !== 'hidden') {
              connection.live?.markDisplayed(message.peer, message.id);
              return;
            }
            const { intl: i, toast: t, nameOf: name } = latest.current;
            const who = name(message.peer);
            t.show({
              type: 'info',
              message: who
                ? i.formatMessage(m.sentYouAMessage, { name: who })
                : i.formatMessage(m.newMessage),
              durationMs: CHAT_CONNECTION.noticeMs,
            });
          },
          onReceipt: (peer, id, status) => store.setStatus(peer, id, status),
          onPresence: (peer, online) => store.setOnline(peer, online),
          onTyping: (peer, typing) => store.setTyping(peer, typing),
        },
      }),
  );

  // The header's envelope reads the last known unread counts from here (issue 20).
  useEffect(() => {
    const publish = () => publishChatUnread(summariseChatUnread(store.getState(), latest.current.nameOf));
    publish();
    return store.subscribe(publish);
  }, [store]);

  useEffect(() => {
    const client = {
      stop: () => {
        connection.stop();
        store.reset();
      },
    };
    const unregister = registerChat(client);
    if (!userKey) return unregister;
    const timer = setTimeout(() => connection.start(), CHAT_CONNECTION.startDelayMs);
    return () => {
      clearTimeout(timer);
      unregister();
      connection.stop();
    };
  }, [connection, store, userKey]);

  const loadHistory = useCallback(
    async (peer: string) => {
      const session = connection.live;
      if (!session || store.getState().conversations[peer]?.historyLoaded) return;
      try {
        const archived = await session.history(peer);
        store.setHistory(peer, archived);
        const last = archived.filter((message) => message.direction === 'peer').at(-1);
        if (last) session.markDisplayed(peer, last.id);
      } catch (failure) {
        // Archive failures are only logged (operations §8 'Chat').
        console.warn('chat: history failed', failure);
      }
    },
    [connection, store],
  );

  // Load the selected conversation's history once connected (also after a reconnect).
  useEffect(() => {
    if (state.connection.status === 'connected' && state.selected) void loadHistory(state.selected);
  }, [state.connection.status, state.selected, loadHistory]);

  // The handlers stay the same functions across renders, so the memoised conversation lists and
  // thread do not render again on every keystroke in the composer (issue 17).
  const select = useCallback(
    (peer: string) => {
      store.select(peer);
      setError(undefined);
    },
    [store],
  );
  const send = useCallback(
    (text: string) => {
      const peer = store.getState().selected;
      const session = connection.live;
      if (!peer) return false;
      if (!session || (typeof navigator !== 'undefined' && !navigator.onLine)) {
        setError(intl.formatMessage(m.offline));
        return false;
      }
      setError(undefined);
      const id = session.send(peer, text);
      store.addOwn(peer, { id, direction: 'self', text, sentAt: new Date().toISOString(), status: 'sent' });
      return true;
    },
    [connection, store, intl],
  );
  const setTyping = useCallback(
    (typing: boolean) => {
      const peer = typing ? store.getState().selected : typingTo.current;
      typingTo.current = typing ? peer : null;
      if (peer) connection.live?.setTyping(peer, typing);
    },
    [connection, store],
  );
  const reconnect = useCallback(() => connection.start(), [connection]);

  return { state, error, select, send, setTyping, reconnect };
}
