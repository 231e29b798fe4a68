import { randomBytes } from 'node:crypto';
import type { XmppServer } from './xmppServer.ts';

/** How long an issued chat password opens a session, in seconds; after that it is replaced. */
export const CHAT_CREDENTIAL_TTL_SECONDS = 60;

/** What the browser receives: a password for its own JID only, good for one login within the TTL. */
export interface ChatCredential {
  jid: string;
  password: string;
  websocketUrl: string;
  expiresIn: number;
}

const secret = () => randomBytes(24).toString('base64url');

/**
 * Issues short-lived XMPP passwords: each call sets a fresh random password on the caller's account
 * (created on first use), and {@link CHAT_CREDENTIAL_TTL_SECONDS} later replaces it with one nobody
 * knows, so a leaked password cannot open a new session (an open one lives on). The JID is always
 * `<user uuid>@<domain>`: the browser never gets another user's credential. Issue 17.
 */
export class ChatCredentials {
  private readonly expiry = new Map<string, NodeJS.Timeout>();
  /** Users with a credential issued (or being issued): provisioning leaves their password alone. */
  private readonly issued = new Set<string>();
  /** Accounts in the shared roster (see {@link XmppServer.setContacts}). */
  private readonly contacts = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly xmpp: XmppServer,
    private readonly ttlSeconds = CHAT_CREDENTIAL_TTL_SECONDS,
  ) {}

  /** The JID of a portal user. */
  jidOf(uuid: string): string {
    return `${uuid}@${this.xmpp.domain}`;
  }

  /** Password changes run one at a time (prosodyctl writes the account file). */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Creates the account with a password nobody knows, unless a credential is outstanding. */
  provision(uuid: string): Promise<void> {
    if (this.issued.has(uuid)) return Promise.resolve();
    return this.serial(() =>
      this.issued.has(uuid) ? Promise.resolve() : this.xmpp.setPassword(uuid, secret()),
    );
  }

  /**
   * Puts the users `uuids` in the shared roster (added to those already in it), so that all of them
   * see each other's presence; a user issued a credential later joins it then.
   */
  shareRoster(uuids: readonly string[]): Promise<void> {
    for (const uuid of uuids) this.contacts.add(uuid);
    return this.serial(() => this.xmpp.setContacts([...this.contacts]));
  }

  /** A fresh credential for the user `uuid` (in the shared roster from then on). */
  async issue(uuid: string): Promise<ChatCredential> {
    const password = secret();
    this.issued.add(uuid);
    if (!this.contacts.has(uuid)) {
      // Failing to share the roster costs presence, not the login.
      await this.shareRoster([uuid]).catch(() => undefined);
    }
    await this.serial(() => this.xmpp.setPassword(uuid, password));
    clearTimeout(this.expiry.get(uuid));
    const timer = setTimeout(() => {
      this.expiry.delete(uuid);
      this.issued.delete(uuid);
      void this.serial(() => this.xmpp.setPassword(uuid, secret())).catch(() => undefined);
    }, this.ttlSeconds * 1000);
    timer.unref();
    this.expiry.set(uuid, timer);
    return {
      jid: this.jidOf(uuid),
      password,
      websocketUrl: this.xmpp.websocketUrl,
      expiresIn: this.ttlSeconds,
    };
  }

  close(): void {
    for (const timer of this.expiry.values()) clearTimeout(timer);
    this.expiry.clear();
  }
}
