import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChatConfig, type ChatConfig } from './modules/chat/config.ts';

/** Absolute path of the `apps/server` package folder. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Absolute path of the `apps/portal` package folder (served from the same origin). */
const PORTAL_ROOT = path.resolve(SERVER_ROOT, '../portal');

/**
 * Limits of the HTTP server, set explicitly so a slow or oversized client cannot hold a
 * connection or memory (issue 15; README 'Security'). Times in milliseconds, sizes in bytes.
 */
export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this (`REQUEST_TIMEOUT_MS`, default 30 s): else 408. */
  requestTimeoutMs: number;
  /** Headers must arrive within this (`HEADERS_TIMEOUT_MS`, default 10 s, at most the request timeout). */
  headersTimeoutMs: number;
  /** An idle socket is closed after this (`CONNECTION_TIMEOUT_MS`, default 60 s). */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (`KEEP_ALIVE_TIMEOUT_MS`, default 5 s). */
  keepAliveTimeoutMs: number;
  /** How often the timeouts above are checked (`TIMEOUT_CHECK_INTERVAL_MS`, default 1 s). */
  timeoutCheckIntervalMs: number;
  /** Largest request head, request line and headers together (`MAX_HEADER_BYTES`, default 16 KiB): else 431. */
  maxHeaderBytes: number;
  /** Largest JSON or form body (`BODY_LIMIT_BYTES`, default 1 MiB): else 413. Multipart files have their own limits. */
  bodyLimitBytes: number;
}

/** Default {@link ServerLimits}. */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 1_000,
  maxHeaderBytes: 16 * 1024,
  bodyLimitBytes: 1024 * 1024,
};

/** Default sign-in limits per minute ({@link ServerConfig.loginRate}). Issue 15. */
export const DEFAULT_LOGIN_RATE = { perClientPerMinute: 30, globalPerMinute: 600 } as const;

/** The run modes the server knows; only `production` changes behaviour (headers, dev routes). */
export type NodeEnv = 'production' | 'development' | 'test';

/**
 * Typed server configuration, read from environment variables by {@link loadConfig}.
 * The table of variables lives in `apps/server/README.md`.
 */
export interface ServerConfig extends ChatConfig {
  /** TCP port to listen on (`PORT`, default 8080). */
  port: number;
  /** Interface to bind (`HOST`, default `0.0.0.0`). */
  host: string;
  /** Run mode (`NODE_ENV`); anything other than `production`/`test` counts as `development`. */
  nodeEnv: NodeEnv;
  /** Prefix of every API call (`API_BASE_PATH`, default `/api`); normalised, no trailing slash. */
  apiBasePath: string;
  /** Real PostgreSQL connection string (`DATABASE_URL`); when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** PGlite data directory (`DATA_DIR`) or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** Seed the demo users at start (`SEED_DEMO`, default true; only `false`/`0`/`no` turn it off). */
  seedDemo: boolean;
  /** Lifetime of a sign-in token in hours (`TOKEN_TTL_HOURS`, default 12). */
  tokenTtlHours: number;
  /** Folder of the built portal (`PORTAL_DIST`, default `apps/portal/dist`); served when present. */
  portalDist: string;
  /** Version answered by `/meta.json` (`APP_VERSION`, default: apps/portal/package.json version). */
  appVersion: string;
  /** Pino log level (`LOG_LEVEL`, default `info`; `silent` turns logging off). */
  logLevel: string;
  /**
   * Public origin of the portal (`PUBLIC_URL`, e.g. `https://portal.example.com`), used to build
   * links in e-mails (password reset). Never taken from a request's Host header. Unset: the
   * `http://localhost:PORT` the server listens on. Spec: access §3 (password reset payloads).
   */
  publicUrl: string | undefined;
  /**
   * The provider's own e-mail domain (`PROVIDER_EMAIL_DOMAIN`, default `provider.example`): sign-up
   * refuses e-mails on it and its sub-domains. Spec: access §5 ('Email with domain {host} is not allowed!').
   */
  providerEmailDomain: string;
  /**
   * SMTP server for e-mails (`SMTP_URL`, e.g. `smtp://user:pass@mail:587`); unset: the embedded
   * SMTP receiver (messaging/email/receiver.ts) takes them for the demo inbox. Issue 16.
   */
  smtpUrl: string | undefined;
  /** Interface of the embedded SMTP receiver (`SMTP_HOST`, default `127.0.0.1`). */
  smtpHost: string;
  /** Port of the embedded SMTP receiver (`SMTP_PORT`, default 0: a free port). */
  smtpPort: number;
  /** Product name in e-mails and WhatsApp messages (`PRODUCT_NAME`, default `Partner Portal`). */
  productName: string;
  /**
   * Demo mode (`DEMO_MODE`): the demo inbox `GET {api}/dev/inbox/` and the portal's /dev/inbox page.
   * Unset: on outside production, off in production; `NODE_ENV=production` needs `DEMO_MODE=1`
   * (what `pnpm start` sets). Read it through {@link demoModeEnabled}. Issue 16.
   */
  demoMode: boolean | undefined;
  /**
   * WhatsApp provider (`WHATSAPP_PROVIDER`): `simulator` (default; messages stay in the demo
   * inbox) or `cloud` (the WhatsApp Cloud API; needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID).
   */
  whatsappProvider: 'simulator' | 'cloud';
  /** Cloud API settings (`WHATSAPP_*`), used when {@link whatsappProvider} is `cloud`. */
  whatsapp: {
    apiUrl: string;
    token: string | undefined;
    phoneNumberId: string | undefined;
    otpTemplate: string;
    passphraseTemplate: string;
    language: string;
    countryCode: string;
  };
  /** Sender of e-mails (`MAIL_FROM`, default `Partner Portal <no-reply@localhost>`). */
  mailFrom: string;
  /**
   * Serve the development outbox `GET {api}/dev/outbox/` (`DEV_OUTBOX`): unset follows
   * {@link demoMode}; `1`/`true` turns it on, `0`/`false` off.
   */
  devOutbox: boolean | undefined;
  /** Folder of uploaded registration files (`UPLOAD_DIR`); unset: next to DATA_DIR, or a temp dir. */
  uploadDir: string | undefined;
  /**
   * Key of the HMAC that stores one-time codes (`CODE_SECRET`, at least 32 characters). Unset: a
   * random key generated once and kept in the database (table server_secrets, migration 150), so
   * restarts and every instance on one database agree (issue 15); set it to keep the key out of
   * the database.
   */
  codeSecret: string | undefined;
  /**
   * `FINANCE_SECOND_FACTOR`: `required` makes the finance roles (finance_user, accounts_user,
   * payable_partner_user, client_invoicer: the Finance Central users) complete a passkey or TOTP
   * code after the password before the session is usable; without one they enrol first. `off`
   * (default): only users who chose a TOTP code, or whom an administrator marked, are asked (issue 23).
   */
  financeSecondFactor: 'off' | 'required';
  /**
   * Key that encrypts stored TOTP secrets (`SECOND_FACTOR_KEY`, at least 32 characters). Unset: a
   * random key kept in server_secrets, like CODE_SECRET (issue 23).
   */
  secondFactorKey: string | undefined;
  /**
   * Object storage (operations §7 'File upload'): `local` starts an S3-compatible server
   * (s3rver) inside this process (`S3_ENDPOINT` unset), `external` uses `S3_ENDPOINT`, `off`
   * (`S3_ENDPOINT=off`) has none (the presign call answers 503).
   */
  storageMode: 'local' | 'external' | 'off';
  /** External S3 endpoint (`S3_ENDPOINT`), e.g. `https://s3.ap-south-1.amazonaws.com`. */
  s3Endpoint: string | undefined;
  /** Endpoint the browser uses, when it differs from `s3Endpoint` (`S3_PUBLIC_ENDPOINT`). */
  s3PublicEndpoint: string | undefined;
  /** Region (`S3_REGION`, default `ap-south-1`). */
  s3Region: string;
  /** Bucket of uploads (`S3_BUCKET`, default `partner-portal-local`). */
  s3Bucket: string;
  /** Access key id for signing (`S3_ACCESS_KEY_ID`; the local server's fixed `S3RVER` by default). */
  s3AccessKeyId: string;
  /** Secret for signing (`S3_SECRET_ACCESS_KEY`; the local server's fixed `S3RVER` by default). */
  s3SecretAccessKey: string;
  /** Port of the local storage server (`S3_PORT`, default 0: a free port). */
  s3Port: number;
  /** Interface of the local storage server (`S3_HOST`, default `127.0.0.1`). */
  s3Host: string;
  /** Folder of the local storage server (`S3_DIR`; default `.data/s3` beside DATA_DIR, a temp folder for `memory://`). */
  s3Dir: string | undefined;
  /** Origins allowed to PUT/GET from the browser (`S3_CORS_ORIGINS`, comma-separated, default `*`). */
  s3CorsOrigins: string[];
  /**
   * IAM role assumed through AWS STS for the browser's read credentials (`S3_STS_ROLE_ARN`). Set:
   * GET /management/storage-credentials/ answers 15-minute credentials of this role, narrowed by a
   * session policy to GetObject under `uploads/` (never `uploads/kyc/`). Unset: that call answers
   * 403 and display links come from the server (README 'Security', issue 15).
   */
  s3StsRoleArn: string | undefined;
  /** STS endpoint (`S3_STS_ENDPOINT`; default the regional AWS endpoint). Tests point it at a fake. */
  s3StsEndpoint: string | undefined;
  /** HTTP server limits (README 'Security'); see {@link ServerLimits}. Issue 15. */
  limits: ServerLimits;
  /**
   * Sign-in attempts (POST /partner/login/) allowed per minute from one client address
   * (`LOGIN_RATE_PER_CLIENT`, default 30) and from all clients together (`LOGIN_RATE_GLOBAL`,
   * default 600), counted in the database so every instance shares them; more answer 429. Issue 15.
   */
  loginRate: { perClientPerMinute: number; globalPerMinute: number };
  /**
   * Whose `X-Forwarded-For` to believe for the client address (`TRUST_PROXY`: unset = nobody, the
   * socket's address counts; `true`; a hop count; or comma-separated addresses/CIDRs of the
   * proxies). Behind a reverse proxy set it, or every client shares the proxy's sign-in limit.
   */
  trustProxy: boolean | number | string[];
  /**
   * Extra origins of the production CSP's `connect-src` (`CSP_CONNECT_SRC`, comma-separated
   * `scheme://host[:port]`, http(s) or ws(s); default none), for a portal served here that calls an
   * API (or its storage, or a chat server) on another origin. README: 'Pointing the portal at another API'.
   */
  cspConnectSrc: string[];
  /**
   * Origins the portal may embed in frames, added to the production CSP's `frame-src`
   * (`CSP_FRAME_SRC`, comma-separated http(s) origins; default none): the origin of the portal's
   * `VITE_UPLOAD_FORM_URL` form on the upload page.
   */
  cspFrameSrc: string[];
  /**
   * Origins whose pages may call the API under `apiBasePath` cross-origin (`CORS_ORIGINS`,
   * comma-separated exact http(s) origins; default none: no CORS headers at all). Token auth only:
   * credentials (cookies) are never allowed. README: 'Pointing the portal at another API'.
   */
  corsOrigins: string[];
}

/** Raised when an environment variable holds a value the server cannot use (see README). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the `version` field of a package.json, or undefined when it cannot be read. */
function readPackageVersion(file: string): string | undefined {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof json.version === 'string' ? json.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Default app version: the portal's package.json version (operations §9: "App version 1.3.1"),
 * falling back to the server's own version.
 */
export function defaultAppVersion(): string {
  return (
    readPackageVersion(path.join(PORTAL_ROOT, 'package.json')) ??
    readPackageVersion(path.join(SERVER_ROOT, 'package.json')) ??
    '0.0.0'
  );
}

/**
 * Normalises an API base path: leading slash, no trailing slash; `''` and `'/'` mean the origin root.
 * Spec: operations §7 ("Every call below ... goes to the API base").
 */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^\/?[A-Za-z0-9._~\-/]*$/.test(trimmed)) {
    throw new ConfigError(`API_BASE_PATH must be a URL path such as /api, got "${value}"`);
  }
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function parseInteger(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function parseBoolean(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on', ''].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** Checks FINANCE_SECOND_FACTOR: `required` or `off` (the default). */
function parseFinanceSecondFactor(raw: string | undefined): 'off' | 'required' {
  if (raw === undefined || raw === 'off') return 'off';
  if (raw === 'required') return 'required';
  throw new ConfigError(`FINANCE_SECOND_FACTOR must be "required" or "off", got "${raw}"`);
}

/** Checks CODE_SECRET (and SECOND_FACTOR_KEY): at least 32 characters when set. */
function parseCodeSecret(raw: string | undefined, name = 'CODE_SECRET'): string | undefined {
  if (raw !== undefined && raw.length < 32) {
    throw new ConfigError(`${name} must be at least 32 characters long`);
  }
  return raw;
}

/** Checks PUBLIC_URL: an http(s) origin, returned without a trailing slash. */
function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Parses a comma-separated list of origins (`https://portal.example.com`, `http://localhost:5173`):
 * each entry must be `scheme://host[:port]` with one of `schemes` (a trailing slash is tolerated),
 * so no path, query, credentials, wildcard, `*`, `null` or CSP keyword gets through. Entries are
 * normalised as browsers send them (lower-case host, default port dropped) and duplicates dropped;
 * an unset or blank value gives `[]`.
 *
 * @throws ConfigError naming the variable and the first unusable entry.
 */
export function parseOriginList(name: string, raw: string | undefined, schemes: readonly string[]): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      const originOnly =
        /^[a-z][a-z0-9+.-]*:\/\/[^/]/i.test(entry) &&
        (url.pathname === '/' || url.pathname === '') &&
        !entry.includes('*') &&
        !/[?#@]/.test(entry) &&
        schemes.includes(url.protocol.slice(0, -1));
      if (originOnly) origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined) {
      throw new ConfigError(
        `${name} must be a comma-separated list of origins (${schemes.join('/')}://host[:port], ` +
          `no path, no wildcard), got "${entry}"`,
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * True when the development outbox is served: `DEV_OUTBOX` when set, otherwise in demo mode. Spec: access §7 (OTP, passphrase and reset deliveries can be read in development).
 */
export function devOutboxEnabled(config: Pick<ServerConfig, 'devOutbox' | 'demoMode' | 'nodeEnv'>): boolean {
  return config.devOutbox ?? demoModeEnabled(config);
}

/**
 * True in demo mode (the demo inbox and its page): `DEMO_MODE` when set, otherwise everywhere but
 * production, so a production deployment has no demo inbox unless it asks for one. Issue 16.
 */
export function demoModeEnabled(config: Pick<ServerConfig, 'demoMode' | 'nodeEnv'>): boolean {
  return config.demoMode ?? config.nodeEnv !== 'production';
}

/**
 * The portal origin used in e-mailed links: PUBLIC_URL, else `http://localhost:PORT`.
 * Spec: access §2 (reset password reads a token from the query string).
 */
export function publicBaseUrl(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * Builds the typed configuration from environment variables, applying the documented defaults.
 * Relative paths are resolved against the current directory. Pass `{}` to get pure defaults.
 * Spec: operations §7 (API base, meta.json version), access §7 (token in Authorization header).
 *
 * @throws ConfigError when a variable is set to an unusable value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawEnv = env.NODE_ENV?.trim();
  const nodeEnv: NodeEnv =
    rawEnv === 'production' ? 'production' : rawEnv === 'test' ? 'test' : 'development';
  const nonEmpty = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' ? value.trim() : undefined;

  const dataDir = nonEmpty(env.DATA_DIR);
  const portalDist = nonEmpty(env.PORTAL_DIST);
  const ttl = nonEmpty(env.TOKEN_TTL_HOURS);
  const tokenTtlHours = ttl === undefined ? 12 : Number(ttl);
  if (!Number.isFinite(tokenTtlHours) || tokenTtlHours <= 0) {
    throw new ConfigError(`TOKEN_TTL_HOURS must be a positive number, got "${ttl}"`);
  }

  const config: ServerConfig = {
    port: env.PORT === undefined ? 8080 : parseInteger('PORT', env.PORT, 0, 65535),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    nodeEnv,
    apiBasePath: normaliseBasePath(env.API_BASE_PATH ?? '/api'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir:
      dataDir === undefined
        ? path.join(SERVER_ROOT, '.data/pglite')
        : dataDir.startsWith('memory://')
          ? dataDir
          : path.resolve(dataDir),
    seedDemo: env.SEED_DEMO === undefined ? true : parseBoolean('SEED_DEMO', env.SEED_DEMO),
    tokenTtlHours,
    portalDist: path.resolve(portalDist ?? path.join(PORTAL_ROOT, 'dist')),
    appVersion: nonEmpty(env.APP_VERSION) ?? defaultAppVersion(),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    publicUrl: parsePublicUrl(nonEmpty(env.PUBLIC_URL)),
    providerEmailDomain: (nonEmpty(env.PROVIDER_EMAIL_DOMAIN) ?? 'provider.example')
      .toLowerCase()
      .replace(/^@/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    smtpHost: nonEmpty(env.SMTP_HOST) ?? '127.0.0.1',
    smtpPort: env.SMTP_PORT === undefined ? 0 : parseInteger('SMTP_PORT', env.SMTP_PORT, 0, 65535),
    productName: nonEmpty(env.PRODUCT_NAME) ?? 'Partner Portal',
    demoMode: env.DEMO_MODE === undefined ? undefined : parseBoolean('DEMO_MODE', env.DEMO_MODE),
    ...loadWhatsAppConfig(env),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Partner Portal <no-reply@localhost>',
    devOutbox: env.DEV_OUTBOX === undefined ? undefined : parseBoolean('DEV_OUTBOX', env.DEV_OUTBOX),
    uploadDir:
      nonEmpty(env.UPLOAD_DIR) === undefined ? undefined : path.resolve(nonEmpty(env.UPLOAD_DIR) ?? ''),
    codeSecret: parseCodeSecret(nonEmpty(env.CODE_SECRET)),
    financeSecondFactor: parseFinanceSecondFactor(nonEmpty(env.FINANCE_SECOND_FACTOR)),
    secondFactorKey: parseCodeSecret(nonEmpty(env.SECOND_FACTOR_KEY), 'SECOND_FACTOR_KEY'),
    cspConnectSrc: parseOriginList('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC, ['https', 'http', 'wss', 'ws']),
    cspFrameSrc: parseOriginList('CSP_FRAME_SRC', env.CSP_FRAME_SRC, ['https', 'http']),
    corsOrigins: parseOriginList('CORS_ORIGINS', env.CORS_ORIGINS, ['https', 'http']),
    ...loadStorageConfig(env, dataDir),
    ...chatConfig(env, dataDir),
    limits: loadServerLimits(env),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    loginRate: {
      perClientPerMinute:
        env.LOGIN_RATE_PER_CLIENT === undefined
          ? DEFAULT_LOGIN_RATE.perClientPerMinute
          : parseInteger('LOGIN_RATE_PER_CLIENT', env.LOGIN_RATE_PER_CLIENT, 1, 1_000_000),
      globalPerMinute:
        env.LOGIN_RATE_GLOBAL === undefined
          ? DEFAULT_LOGIN_RATE.globalPerMinute
          : parseInteger('LOGIN_RATE_GLOBAL', env.LOGIN_RATE_GLOBAL, 1, 10_000_000),
    },
  };
  assertProductionStorage(config);
  return config;
}

/** `TRUST_PROXY` as Fastify's `trustProxy`: false, true, a hop count or a list of addresses. */
function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || /^(false|0|no)$/i.test(raw)) return false;
  if (/^(true|yes)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return parseInteger('TRUST_PROXY', raw, 1, 100);
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The {@link ServerLimits} part of {@link loadConfig}. */
function loadServerLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const read = (name: string, fallback: number, min: number, max: number) =>
    env[name] === undefined || env[name]?.trim() === ''
      ? fallback
      : parseInteger(name, env[name] ?? '', min, max);
  const D = DEFAULT_SERVER_LIMITS;
  const requestTimeoutMs = read('REQUEST_TIMEOUT_MS', D.requestTimeoutMs, 1_000, 600_000);
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(
      read('HEADERS_TIMEOUT_MS', D.headersTimeoutMs, 1_000, 600_000),
      requestTimeoutMs,
    ),
    connectionTimeoutMs: read('CONNECTION_TIMEOUT_MS', D.connectionTimeoutMs, 1_000, 3_600_000),
    keepAliveTimeoutMs: read('KEEP_ALIVE_TIMEOUT_MS', D.keepAliveTimeoutMs, 1_000, 600_000),
    timeoutCheckIntervalMs: read('TIMEOUT_CHECK_INTERVAL_MS', D.timeoutCheckIntervalMs, 100, 60_000),
    maxHeaderBytes: read('MAX_HEADER_BYTES', D.maxHeaderBytes, 4 * 1024, 1024 * 1024),
    bodyLimitBytes: read('BODY_LIMIT_BYTES', D.bodyLimitBytes, 16 * 1024, 100 * 1024 * 1024),
  };
}

/** Message of {@link assertProductionStorage}. */
export const LOCAL_STORAGE_IN_PRODUCTION =
  'NODE_ENV=production with the local object store (S3_ENDPOINT unset): the local store (s3rver) ' +
  'accepts unsigned requests and is for demos only. Set S3_ENDPOINT to your object storage ' +
  '(S3_ENDPOINT=off for none), or DEMO_MODE=1 to run the demo.';

/**
 * Refuses a production start on the local s3rver (it accepts unsigned requests) unless the demo is
 * asked for explicitly (`DEMO_MODE=1`, as `pnpm start` does). Issue 15.
 *
 * @throws ConfigError {@link LOCAL_STORAGE_IN_PRODUCTION}
 */
export function assertProductionStorage(
  config: Pick<ServerConfig, 'nodeEnv' | 'storageMode' | 'demoMode'>,
): void {
  if (config.nodeEnv === 'production' && config.storageMode === 'local' && config.demoMode !== true) {
    throw new ConfigError(LOCAL_STORAGE_IN_PRODUCTION);
  }
}

/** The WhatsApp part of {@link loadConfig} (`WHATSAPP_*` variables). Issue 16. */
function loadWhatsAppConfig(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'whatsappProvider' | 'whatsapp'> {
  const nonEmpty = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' ? value.trim() : undefined;
  const provider = (nonEmpty(env.WHATSAPP_PROVIDER) ?? 'simulator').toLowerCase();
  if (provider !== 'simulator' && provider !== 'cloud') {
    throw new ConfigError(`WHATSAPP_PROVIDER must be simulator or cloud, got "${env.WHATSAPP_PROVIDER}"`);
  }
  const whatsapp = {
    apiUrl: nonEmpty(env.WHATSAPP_API_URL) ?? 'https://graph.facebook.com/v21.0',
    token: nonEmpty(env.WHATSAPP_TOKEN),
    phoneNumberId: nonEmpty(env.WHATSAPP_PHONE_NUMBER_ID),
    otpTemplate: nonEmpty(env.WHATSAPP_OTP_TEMPLATE) ?? 'otp_code',
    passphraseTemplate: nonEmpty(env.WHATSAPP_PASSPHRASE_TEMPLATE) ?? 'login_passphrase',
    language: nonEmpty(env.WHATSAPP_TEMPLATE_LANGUAGE) ?? 'en',
    countryCode: (nonEmpty(env.WHATSAPP_COUNTRY_CODE) ?? '91').replace(/^\+/, ''),
  };
  if (provider === 'cloud' && (!whatsapp.token || !whatsapp.phoneNumberId)) {
    throw new ConfigError('WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  }
  if (!/^https?:\/\/[^/\s]+/i.test(whatsapp.apiUrl)) {
    throw new ConfigError(`WHATSAPP_API_URL must be an http(s) URL, got "${whatsapp.apiUrl}"`);
  }
  if (!/^\d{1,4}$/.test(whatsapp.countryCode)) {
    throw new ConfigError(`WHATSAPP_COUNTRY_CODE must be 1 to 4 digits, got "${env.WHATSAPP_COUNTRY_CODE}"`);
  }
  return { whatsappProvider: provider, whatsapp };
}

/** The chat part of {@link loadConfig} (`XMPP_*`, `WHATSAPP_*`): README 'Chat'. */
function chatConfig(env: NodeJS.ProcessEnv, dataDir: string | undefined): ChatConfig {
  try {
    return loadChatConfig(env, dataDir, SERVER_ROOT);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** `S3_STS_ROLE_ARN` when it is an IAM role ARN (`arn:aws:iam::<account>:role/<name>`). */
function checkRoleArn(value: string | undefined): string | undefined {
  if (value !== undefined && !/^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/.test(value)) {
    throw new ConfigError(
      `S3_STS_ROLE_ARN must be an IAM role ARN (arn:aws:iam::<account>:role/<name>), got "${value}"`,
    );
  }
  return value;
}

/** The object-storage part of {@link loadConfig} (`S3_*` variables). Spec: operations §7 'File upload'. */
function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string | undefined) {
  const nonEmpty = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' ? value.trim() : undefined;
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  const storageMode: ServerConfig['storageMode'] =
    endpoint === undefined ? 'local' : endpoint.toLowerCase() === 'off' ? 'off' : 'external';
  const checkUrl = (name: string, value: string | undefined) => {
    if (value !== undefined && !/^https?:\/\/[^/\s]+/i.test(value)) {
      throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
    }
    return value?.replace(/\/+$/, '');
  };
  const s3Dir = nonEmpty(env.S3_DIR);
  return {
    storageMode,
    s3Endpoint: storageMode === 'external' ? checkUrl('S3_ENDPOINT', endpoint) : undefined,
    s3PublicEndpoint: checkUrl('S3_PUBLIC_ENDPOINT', nonEmpty(env.S3_PUBLIC_ENDPOINT)),
    s3Region: nonEmpty(env.S3_REGION) ?? 'ap-south-1',
    s3Bucket: nonEmpty(env.S3_BUCKET) ?? 'partner-portal-local',
    s3AccessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID) ?? 'S3RVER',
    s3SecretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY) ?? 'S3RVER',
    s3Port: env.S3_PORT === undefined ? 0 : parseInteger('S3_PORT', env.S3_PORT, 0, 65535),
    s3Host: nonEmpty(env.S3_HOST) ?? '127.0.0.1',
    s3Dir:
      s3Dir !== undefined
        ? path.resolve(s3Dir)
        : dataDir === undefined
          ? path.join(SERVER_ROOT, '.data/s3')
          : dataDir.startsWith('memory://')
            ? undefined
            : path.join(path.dirname(path.resolve(dataDir)), 's3'),
    s3CorsOrigins: (nonEmpty(env.S3_CORS_ORIGINS) ?? '*')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    s3StsRoleArn: checkRoleArn(nonEmpty(env.S3_STS_ROLE_ARN)),
    s3StsEndpoint: checkUrl('S3_STS_ENDPOINT', nonEmpty(env.S3_STS_ENDPOINT)),
  };
}

/** True when the folder holds a built portal (an `index.html`). Spec: access §2 (the portal's routes). */
export function hasPortalBuild(portalDist: string): boolean {
  return existsSync(path.join(portalDist, 'index.html'));
}
