import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { SignInThrottle, type SignInThrottleOptions } from './auth/signInThrottle.ts';
import { DEFAULT_PASSWORD_PARAMS, type PasswordParams } from './auth/password.ts';
import { purgeExpiredTokens } from './auth/tokens.ts';
import { assertProductionStorage, loadConfig, type ServerConfig, type ServerLimits } from './config.ts';
import type { AppContext } from './context.ts';
import { migrate, openDb, type Db } from './db/index.ts';
import { errorHandler, NOT_FOUND_MESSAGE, type ErrorBody } from './errors.ts';
import { OneTimeCodes, sharedCodeSecret, type CodeRules } from './identity/codes.ts';
import { fileStoreFor, type FileStore } from './identity/fileStore.ts';
import { registerInputSafety } from './inputSafety.ts';
import { serializeRequest } from './logging.ts';
import { cloudApiProvider, startMessaging, type MessagingOverrides } from './messaging/index.ts';
import { API_ROUTES } from './routes/index.ts';
import { registerMetaJson } from './modules/meta/routes.ts';
import { registerApiCors, registerSecurityHeaders } from './security.ts';
import { seedDemo, seedOnboardingDemo } from './seed.ts';
import { storeDemoKycScans } from './seedPartnerRecords.ts';
import { seedVerificationWork } from './seedVerificationWork.ts';
import { startObjectStorage } from './storage/objectStorage.ts';
import { startChatServices } from './modules/chat/services.ts';
import { createProviderWhatsAppChat, type WhatsAppChatProvider } from './modules/chat/whatsappChat.ts';
import type { XmppServer } from './modules/chat/xmppServer.ts';
import {
  findPrerenderedPages,
  isApiPath,
  registerPortal,
  sendIndexHtml,
  wantsSpaFallback,
} from './static.ts';
import { registerServerMessageIds } from './serverMessageIds.ts';
import { fieldFormPages, loadFieldFormRenderer } from './fieldFormPages.ts';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Overrides of the defaults (not of process.env: main.ts passes `loadConfig()` here). */
  config?: Partial<ServerConfig>;
  /** An already open database; the app then does not close it. Default: opened from config. */
  db?: Db;
  /** Clock, for tests of token expiry and login limits. Default: `() => new Date()`. */
  now?: () => Date;
  /** Progressive delay of POST /partner/login/ per e-mail (default: 5 free failures, then 1 s doubling to 60 s). */
  loginLimiter?: SignInThrottleOptions;
  /**
   * Cost of new password hashes (demo seed included). Default: argon2id at the production cost;
   * tests pass a cheaper one. Stored hashes always verify with their own cost.
   */
  passwordParams?: PasswordParams;
  /** Extra route plugins mounted under the API base after the built-in ones (tests). */
  extraRoutes?: FastifyPluginAsync[];
  /**
   * Replacements of the e-mail transport, WhatsApp provider and retry policy (tests). Default:
   * SMTP to SMTP_URL or the embedded receiver, WHATSAPP_PROVIDER's provider, 3 tries.
   */
  messaging?: MessagingOverrides;
  /** Storage of uploaded registration files; default the local disk (UPLOAD_DIR). */
  fileStore?: FileStore;
  /** One-time code rules (tests shorten nothing: they move the clock); default DEFAULT_CODE_RULES. */
  codeRules?: Partial<CodeRules>;
  /** Where the log's JSON lines go (tests read them); default stdout. Unused when logLevel is 'silent'. */
  logStream?: { write(line: string): void };
  /** WhatsApp side of chat; default the local simulator (operations §7 'Chat'). */
  whatsappChat?: WhatsAppChatProvider;
  /** An XMPP server to provision instead of the configured one (tests of the chat calls). */
  xmppServer?: XmppServer;
  /**
   * Opens the database instead of `openDb(config)`; the app owns and closes it (unlike `db`).
   * `prepared: true` in the answer says {@link prepareDatabase} already ran on it with `prepare`
   * (tests start from a migrated, seeded template: testing/dbTemplate.ts).
   */
  openDatabase?: (
    config: ServerConfig,
    prepare: PrepareDatabaseOptions,
  ) => Promise<{ db: Db; prepared: boolean }>;
}

/** What {@link prepareDatabase} needs: the demo seed's switch, clock and password cost. */
export interface PrepareDatabaseOptions {
  /** Seed the demo users and data (config `seedDemo`). */
  seedDemo: boolean;
  /** The seed's "now" (rows are dated relative to it). */
  now: Date;
  /** Cost of the seeded password hashes. */
  passwordParams: PasswordParams;
}

/**
 * What {@link buildApp} does to the database before anything else: applies the migrations, then
 * (with `seedDemo`) the demo users, onboarding, verification, audit and rate card data. Idempotent.
 * Spec: toolchain notes, "Embedded database".
 */
export async function prepareDatabase(db: Db, options: PrepareDatabaseOptions): Promise<void> {
  await migrate(db);
  if (!options.seedDemo) return;
  await seedDemo(db, { params: options.passwordParams, now: options.now });
  await seedOnboardingDemo(db, options.now);
  // Verification, audit and rate card demo data (issue 14): needs the demo users and tickets.
  await seedVerificationWork(db, options.now);
}

/**
 * Builds the reference API server, ready for `inject()` or `listen()`: opens the database
 * (PGlite, `memory://` or PostgreSQL), applies migrations, seeds the demo users (unless
 * `seedDemo` is false), mounts every API area under `apiBasePath`, `/meta.json` at the root,
 * security headers, compression and the built portal with its SPA fallback. Unknown API paths
 * answer 404 `{ status: 404, message: 'Not found' }`; errors never carry stack traces.
 * Closing the app closes the database it opened.
 * Spec: access §7, operations §7 ("Shared HTTP behaviour", "Other"), §8 "Shared HTTP".
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...loadConfig({}), ...options.config };
  assertProductionStorage(config);
  const ownsDb = options.db === undefined;
  const passwordParams = options.passwordParams ?? DEFAULT_PASSWORD_PARAMS;
  const prepare: PrepareDatabaseOptions = {
    seedDemo: config.seedDemo,
    now: (options.now ?? (() => new Date()))(),
    passwordParams,
  };
  const opened = options.db
    ? { db: options.db, prepared: false }
    : options.openDatabase
      ? await options.openDatabase(config, prepare)
      : { db: await openDb(config), prepared: false };
  const db = opened.db;

  try {
    if (!opened.prepared) await prepareDatabase(db, prepare);
    await purgeExpiredTokens(db, (options.now ?? (() => new Date()))());
  } catch (error) {
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }

  // Object storage (operations §7 'File upload'): a local s3rver unless S3_ENDPOINT is set.
  let storage: Awaited<ReturnType<typeof startObjectStorage>>;
  try {
    storage = await startObjectStorage(config);
  } catch (error) {
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }
  // Demo KYC scans behind the seeded partner records' keys (issue 14); never fatal.
  if (config.seedDemo && storage?.mode === 'local') {
    await storeDemoKycScans(db, storage).catch((error: unknown) =>
      console.warn(`Demo KYC scans not stored: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  // Chat (operations §7 'Chat'): a local Prosody unless XMPP_WEBSOCKET_URL is set; never fatal.
  const chat = await startChatServices(
    config,
    db,
    { warn: (message) => console.warn(message) },
    options.whatsappChat ??
      (config.whatsappProvider === 'cloud'
        ? createProviderWhatsAppChat(cloudApiProvider(config))
        : undefined),
    options.xmppServer,
  );

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream && { stream: options.logStream }),
          },
    // Explicit limits (issue 15, README 'Security'): bodies are small JSON (uploads go straight to
    // object storage, operations §7); a slow or oversized client cannot hold a connection.
    ...fastifyLimits(config.limits),
    // The client address of the per-client sign-in limit (TRUST_PROXY behind a reverse proxy).
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
  });

  const now = options.now ?? (() => new Date());
  // Messaging (issue 16): SMTP to SMTP_URL or an embedded receiver, WhatsApp provider or simulator.
  let messaging: Awaited<ReturnType<typeof startMessaging>>;
  try {
    messaging = await startMessaging(config, db, now, app.log, options.messaging);
  } catch (error) {
    await storage?.close().catch(() => undefined);
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }
  const ctx: AppContext = {
    config,
    db,
    now,
    loginLimiter: new SignInThrottle(db, options.loginLimiter),
    passwordParams,
    messages: messaging.store,
    smtpReceiver: messaging.smtpReceiver,
    notifier: messaging.notifier,
    // CODE_SECRET, else one key kept in the database for every instance (issue 15).
    codes: new OneTimeCodes(db, now, {
      rules: options.codeRules,
      secret: config.codeSecret ?? (await sharedCodeSecret(db)),
    }),
    // Registration files: object storage when there is one; local disk only outside production (issue 15).
    fileStore: options.fileStore ?? fileStoreFor(config, storage),
    storage,
    chat,
  };
  await ctx.codes.purge();
  app.decorate('ctx', ctx);
  app.decorateRequest('authUser', null);
  app.decorateRequest('secondFactorPending', false);
  app.setErrorHandler(errorHandler);
  // Before any route: integer maxima on every schema, NUL / lone surrogates refused (issue 15).
  registerInputSafety(app);
  // Messages still being stored are written before the database closes.
  app.addHook('onClose', async () => {
    await messaging.close();
    if (ownsDb) await db.close();
  });
  if (storage) app.addHook('onClose', async () => storage.close());
  app.addHook('onClose', async () => chat.close());

  // An empty JSON body (e.g. POST /partner/logout/ sent with a JSON content type) is "no body",
  // not a 400; everything else goes through Fastify's safe default parser.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  await registerSecurityHeaders(app, config.nodeEnv === 'production', {
    storage: storage ? [storage.origin] : [],
    connect: chat.xmpp
      ? [...config.cspConnectSrc, new URL(chat.xmpp.websocketUrl).origin]
      : config.cspConnectSrc,
    frame: config.cspFrameSrc,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  const production = config.nodeEnv === 'production';
  await app.register(
    async (api) => {
      // Cross-origin callers (CORS_ORIGINS) of the API only: portal files and /meta.json stay same-origin.
      await registerApiCors(api, config.corsOrigins, config.apiBasePath);
      // API answers are per user and per moment: never cache them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      });
      // Known texts carry their message id for the portal's translation (issue 19).
      registerServerMessageIds(api);
      for (const area of API_ROUTES) {
        if (area.devOnly && production) continue;
        await api.register(area.plugin);
      }
      for (const plugin of options.extraRoutes ?? []) await api.register(plugin);
      // An unknown call answers its JSON 404 from inside this scope, so the hooks above apply to it
      // too: an allowed cross-origin caller reads the 404 instead of a CORS failure. (With the API
      // at the root, the app-wide handler below answers, as there is no portal path to tell apart.)
      if (config.apiBasePath !== '') {
        api.setNotFoundHandler(async (_request, reply) =>
          reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE } satisfies ErrorBody),
        );
      }
    },
    { prefix: config.apiBasePath },
  );

  // The portal's version check calls /meta.json at the origin root as well (operations §7).
  if (config.apiBasePath !== '') registerMetaJson(app, '/meta.json');

  const servesPortal = await registerPortal(app, config.portalDist);
  const prerendered = servesPortal ? findPrerenderedPages(config.portalDist) : new Map<string, string>();
  if (!servesPortal && config.nodeEnv !== 'test') {
    app.log.warn(`No portal build at ${config.portalDist}: only the API is served.`);
  }

  const renderer = servesPortal ? await loadFieldFormRenderer(config.portalDist) : null;
  const fieldForms = renderer
    ? fieldFormPages(app, renderer, { portalDist: config.portalDist, apiBasePath: config.apiBasePath })
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (servesPortal && wantsSpaFallback(request, config.apiBasePath)) {
      const pathname = request.url.split('?')[0];
      // A field form link arrives rendered with its data (issue 21); with a query string the app
      // renders it anew anyway (hydration.ts), so it gets the shell.
      if (fieldForms && request.method === 'GET' && !request.url.includes('?')) {
        const html = await fieldForms.render(pathname ?? '/', request.ip);
        if (html) {
          return reply
            .code(200)
            .header('Cache-Control', 'private, no-cache')
            .type('text/html; charset=utf-8')
            .send(html);
        }
      }
      return sendIndexHtml(reply, pathname, prerendered);
    }
    if (isApiPath(request.url, config.apiBasePath)) reply.header('Cache-Control', 'no-store');
    return reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
  });

  await app.ready();
  return app;
}

/**
 * Fastify's server options for {@link ServerLimits}: request, headers, idle-socket and keep-alive
 * timeouts (408 or a closed socket), the largest request head (431) and body (413). Issue 15.
 */
export function fastifyLimits(limits: ServerLimits) {
  return {
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
  };
}
