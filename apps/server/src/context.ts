import type { SignInThrottle } from './auth/signInThrottle.ts';
import type { PasswordParams } from './auth/password.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
import type { OneTimeCodes } from './identity/codes.ts';
import type { FileStore } from './identity/fileStore.ts';
import type { Notifier } from './identity/notifier.ts';
import type { SmtpReceiver } from './messaging/email/receiver.ts';
import type { MessageStore } from './messaging/store.ts';
import type { ChatServices } from './modules/chat/services.ts';
import type { ObjectStorage } from './storage/objectStorage.ts';
import type { User } from './users.ts';

/**
 * What every route module reaches through `app.ctx` / `request.server.ctx`: configuration,
 * database, clock and shared services. Tests swap the clock to check token expiry.
 */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  /** The current time; injectable so that expiry and rate limits can be tested. */
  now: () => Date;
  loginLimiter: SignInThrottle;
  /** Cost of new password hashes (argon2id by default) (and of the dummy check for unknown e-mails). */
  passwordParams: PasswordParams;
  /**
   * What the embedded SMTP receiver and the WhatsApp simulator received: the demo inbox and the
   * development outbox (`GET {api}/dev/inbox/`, `/dev/outbox/`). Issue 16.
   */
  messages: MessageStore;
  /** The embedded SMTP receiver e-mails go to when SMTP_URL is unset. Issue 16. */
  smtpReceiver: SmtpReceiver | undefined;
  /** Delivers OTPs, passphrases and reset links (SMTP, WhatsApp provider). Spec: access §7. */
  notifier: Notifier;
  /** Registration OTPs and login passphrases. Spec: access §2, §7, §9. */
  codes: OneTimeCodes;
  /** Uploaded registration files. Spec: access §3 (company and final step files). */
  fileStore: FileStore;
  /** Object storage the upload calls sign for; undefined when S3_ENDPOINT=off. */
  storage: ObjectStorage | undefined;
  /** XMPP accounts and WhatsApp chat (operations §7 'Chat'). */
  chat: ChatServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user once {@link requireUser} or `authenticate()` has run; otherwise null. */
    authUser: User | null;
    /** True when the presented token still owes a second factor (issue 23); set with `authUser`. */
    secondFactorPending: boolean;
  }
  interface FastifyContextConfig {
    /**
     * 400 messages per body field for schema validation failures (key `*`: any other problem),
     * so routes answer with the spec's texts. See errors.ts.
     */
    validationMessages?: Record<string, string>;
    /**
     * The body is multipart/form-data, read and checked field by field in the handler (JSON
     * schemas do not apply to it); routes/routeSchemas.test.ts accepts such a route without a schema.
     */
    multipartBody?: boolean;
    /**
     * The body is kept as the raw bytes (a Buffer) for a signature over them, e.g. the WhatsApp
     * webhook's `X-Hub-Signature-256`; the handler parses it once the signature holds.
     */
    rawBody?: boolean;
  }
}
