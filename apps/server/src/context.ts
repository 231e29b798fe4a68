import type { LoginLimiter } from './auth/loginLimiter.ts';
import type { ScryptParams } from './auth/password.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
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
  loginLimiter: LoginLimiter;
  /** scrypt cost of new password hashes (and of the dummy check for unknown e-mails). */
  passwordParams: ScryptParams;
  /** Object storage the upload calls sign for; undefined when S3_ENDPOINT=off. */
  storage: ObjectStorage | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user once {@link requireUser} or `authenticate()` has run; otherwise null. */
    authUser: User | null;
  }
  interface FastifyContextConfig {
    /**
     * 400 messages per body field for schema validation failures (key `*`: any other problem),
     * so routes answer with the spec's texts. See errors.ts.
     */
    validationMessages?: Record<string, string>;
  }
}
