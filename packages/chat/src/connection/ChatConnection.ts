import { CHAT_CONNECTION, reconnectDelay } from './reconnectPolicy.ts';
import type { ConnectXmpp, XmppCredentials, XmppSession, XmppSessionHandlers } from './types.ts';

/**
 * Where the live connection is:
 * - `idle`: not started (or stopped, e.g. on logout);
 * - `connecting`: the first attempt;
 * - `connected`;
 * - `retrying`: attempt `attempt` of 10 is scheduled or running;
 * - `failed`: 10 retries failed; it stopped and cleared the session;
 * - `unavailable`: the portal has no chat server (credentials refused as unavailable).
 * Spec: operations §4, §8, §9 'Chat'.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'retrying' | 'failed' | 'unavailable';

/** A status change; `attempt` is 1..10 while retrying, else 0. `dropped` marks a lost live session. */
export interface ConnectionState {
  status: ConnectionStatus;
  attempt: number;
  /** True on the change that follows losing an open session ('Chat Disconnected'). */
  dropped: boolean;
}

/** Options of {@link ChatConnection}. */
export interface ChatConnectionOptions {
  /** Fresh credentials for each attempt (they are short-lived). */
  getCredentials: () => Promise<XmppCredentials>;
  connect: ConnectXmpp;
  /** Session events (messages, receipts, presence, typing). `onDisconnected` is handled here. */
  handlers: Omit<XmppSessionHandlers, 'onDisconnected'>;
  onState: (state: ConnectionState) => void;
  /** True when a credential failure means "no chat server here" (no retries). */
  isUnavailable?: (error: unknown) => boolean;
}

/**
 * The chat connection service: logs in with fresh credentials and, after a failure or a lost
 * session, retries at most 10 times (1000 ms, then 2000 ms doubling, at most 10000 ms between
 * tries); after the 10th failure it stops and clears. Framework-free; timers are the global ones,
 * so tests drive it with fake timers. Spec: operations §4, §8, §9 'Chat'.
 */
export class ChatConnection {
  private session: XmppSession | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by start/stop so late answers of an old run are ignored. */
  private run = 0;
  private state: ConnectionState = { status: 'idle', attempt: 0, dropped: false };

  constructor(private readonly options: ChatConnectionOptions) {}

  get current(): ConnectionState {
    return this.state;
  }

  /** The open session, if connected. */
  get live(): XmppSession | undefined {
    return this.state.status === 'connected' ? this.session : undefined;
  }

  /** Starts connecting (no-op while a run is active). */
  start(): void {
    if (this.state.status !== 'idle' && this.state.status !== 'failed') return;
    this.run += 1;
    this.setState({ status: 'connecting', attempt: 0, dropped: false });
    void this.attempt(this.run, 0);
  }

  /** Stops: cancels a pending retry, closes the session, back to `idle`. */
  stop(): void {
    this.run += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    const session = this.session;
    this.session = undefined;
    session?.disconnect();
    if (this.state.status !== 'idle') this.setState({ status: 'idle', attempt: 0, dropped: false });
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    this.options.onState(state);
  }

  private async attempt(run: number, attempt: number): Promise<void> {
    try {
      const credentials = await this.options.getCredentials();
      if (run !== this.run) return;
      const session = await this.options.connect(credentials, {
        ...this.options.handlers,
        onDisconnected: () => {
          if (run !== this.run || this.session !== session) return;
          this.session = undefined;
          this.retry(run, 1, true);
        },
      });
      if (run !== this.run) {
        session.disconnect();
        return;
      }
      this.session = session;
      this.setState({ status: 'connected', attempt: 0, dropped: false });
    } catch (error) {
      if (run !== this.run) return;
      if (this.options.isUnavailable?.(error)) {
        this.setState({ status: 'unavailable', attempt: 0, dropped: false });
        return;
      }
      this.retry(run, attempt + 1, false);
    }
  }

  private retry(run: number, attempt: number, dropped: boolean): void {
    const delay = reconnectDelay(attempt);
    if (delay === null) {
      this.session = undefined;
      this.setState({ status: 'failed', attempt: CHAT_CONNECTION.maxRetries, dropped: false });
      return;
    }
    this.setState({ status: 'retrying', attempt, dropped });
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.attempt(run, attempt);
    }, delay);
  }
}
