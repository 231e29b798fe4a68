/** What the connection needs to log in: the caller's own JID with a short-lived password. */
export interface XmppCredentials {
  jid: string;
  password: string;
  /** WebSocket endpoint (RFC 7395). */
  websocketUrl: string;
}

/** Delivery state of a message we sent (operations §3 'Message' status; XEP-0184, XEP-0333). */
export type DeliveryStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** A chat message as the connection reports it. */
export interface XmppMessage {
  /** Stanza id (origin id of our own messages). */
  id: string;
  /** Bare JID of the other party of the conversation. */
  peer: string;
  /** `self`: sent by this account (here, from another device through carbons, or from the archive). */
  direction: 'self' | 'peer';
  text: string;
  /** ISO 8601 instant. */
  sentAt: string;
}

/** Callbacks of a live session. */
export interface XmppSessionHandlers {
  onMessage(message: XmppMessage): void;
  /** A receipt (XEP-0184) or a displayed marker (XEP-0333) for our message `id`. */
  onReceipt(peer: string, id: string, status: 'delivered' | 'read'): void;
  onPresence(peer: string, available: boolean): void;
  /** Chat state notifications (XEP-0085): composing or not. */
  onTyping(peer: string, typing: boolean): void;
  /** The session ended without {@link XmppSession.disconnect} (network, server stop). */
  onDisconnected(): void;
}

/** A logged-in XMPP session. */
export interface XmppSession {
  /** Sends a chat message with a receipt request and a markable marker; returns its id. */
  send(peer: string, text: string): string;
  /** The archived conversation with `peer` (XEP-0313), oldest first, at most `max` messages. */
  history(peer: string, max?: number): Promise<XmppMessage[]>;
  /** Tells `peer` that its message `id` was displayed (XEP-0333). */
  markDisplayed(peer: string, id: string): void;
  /** Sends a chat state (XEP-0085). */
  setTyping(peer: string, typing: boolean): void;
  disconnect(): void;
}

/** Opens a session; rejects when the server cannot be reached or refuses the login. */
export type ConnectXmpp = (
  credentials: XmppCredentials,
  handlers: XmppSessionHandlers,
) => Promise<XmppSession>;
