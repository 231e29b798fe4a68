import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ChatConfig } from './config.ts';

const run = promisify(execFile);

/** The one line printed when Prosody is missing (README 'Chat'). */
export const PROSODY_MISSING =
  'Chat is unavailable: Prosody is not installed (Debian: apt-get install -y prosody, or set XMPP_WEBSOCKET_URL).';

/**
 * The XMPP server the portal's chat talks to. `local`: Prosody started by this process on
 * loopback; `external`: a server at `XMPP_WEBSOCKET_URL` (Openfire, ejabberd), whose accounts this
 * process cannot provision. Spec: operations §7 'Chat' ("a live messaging connection"), issue 17.
 */
export interface XmppServer {
  readonly mode: 'local' | 'external';
  /** WebSocket endpoint the browser connects to (RFC 7395). */
  readonly websocketUrl: string;
  /** The XMPP domain of the portal users' JIDs. */
  readonly domain: string;
  /** True when {@link setPassword} works (local Prosody). */
  readonly canProvision: boolean;
  /** Creates the account `localpart@domain` or replaces its password. */
  setPassword(localpart: string, password: string): Promise<void>;
  /**
   * The shared roster: every listed account has every other one as a contact with a mutual presence
   * subscription, so they see each other online without asking (local Prosody: mod_groups with a
   * generated groups file, reloaded in place; external: no-op, that server keeps its own rosters).
   * Replaces the previous list; takes effect for sessions opened afterwards.
   */
  setContacts(localparts: readonly string[]): Promise<void>;
  /** Stops a local Prosody (tests restart it with {@link start}); no-op for external. */
  stop(): Promise<void>;
  /** Starts a stopped local Prosody again, same port and data. */
  start(): Promise<void>;
  close(): Promise<void>;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds `name` on the PATH (or `/usr/bin`, `/usr/sbin`). */
export function findExecutable(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  const dirs = [...envPath.split(path.delimiter), '/usr/bin', '/usr/sbin'].filter((dir) => dir !== '');
  return dirs.map((dir) => path.join(dir, name)).find(isExecutable);
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once 127.0.0.1:port accepts TCP connections; rejects after `timeoutMs`. */
async function waitForPort(port: number, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prosody exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Prosody did not open port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Name of the one shared roster group of the local Prosody (what clients show as the group). */
export const SHARED_ROSTER_GROUP = 'Portal';

/**
 * mod_groups' groups file: one group, {@link SHARED_ROSTER_GROUP}, with `localpart@domain` per line.
 * Localparts are user uuids; anything that is not a plain localpart is left out.
 */
export function groupsFile(domain: string, localparts: readonly string[]): string {
  const members = [...new Set(localparts)].filter((localpart) => /^[a-z0-9._-]{1,64}$/i.test(localpart));
  return [`[${SHARED_ROSTER_GROUP}]`, ...members.map((localpart) => `${localpart}@${domain}`), ''].join('\n');
}

/**
 * Prosody 0.12 configuration: loopback only, no s2s, no TLS, no c2s port, WebSocket (and BOSH) on
 * `httpPort`, accounts in `dir`, MAM history kept, carbons, CSI, ping; a shared roster (mod_groups,
 * `dir/groups.txt`, see {@link groupsFile}) and the admin shell on a Unix socket in `dir/data`
 * (to reload that roster). Toolchain notes 'XMPP'.
 */
export function prosodyConfig(options: {
  dir: string;
  domain: string;
  httpPort: number;
  asRoot: boolean;
}): string {
  const quote = (value: string) => JSON.stringify(value);
  return [
    `pidfile = ${quote(path.join(options.dir, 'prosody.pid'))}`,
    `data_path = ${quote(path.join(options.dir, 'data'))}`,
    `certificates = ${quote(path.join(options.dir, 'certs'))}`,
    `run_as_root = ${options.asRoot ? 'true' : 'false'}`,
    'interfaces = { "127.0.0.1" }',
    'c2s_ports = {}',
    's2s_ports = {}',
    'c2s_direct_tls_ports = {}',
    'legacy_ssl_ports = {}',
    `http_ports = { ${options.httpPort} }`,
    'http_interfaces = { "127.0.0.1" }',
    'https_ports = {}',
    'modules_enabled = { "roster", "groups", "admin_shell", "saslauth", "disco", "ping", "posix", "http", "websocket", "bosh", "mam", "carbons", "csi_simple", "offline" }',
    'modules_disabled = { "s2s", "tls" }',
    'log = { warn = "*console" }',
    `groups_file = ${quote(path.join(options.dir, 'groups.txt'))}`,
    `admin_socket = ${quote(path.join(options.dir, 'data', 'prosody.sock'))}`,
    'c2s_require_encryption = false',
    'consider_websocket_secure = true',
    'consider_bosh_secure = true',
    'authentication = "internal_hashed"',
    'http_cors_override = { websocket = { enabled = true }, bosh = { enabled = true } }',
    'default_archive_policy = true',
    'archive_expires_after = "never"',
    `VirtualHost ${quote(options.domain)}`,
    '',
  ].join('\n');
}

/**
 * Starts the configured XMPP server: a local Prosody (`XMPP_WEBSOCKET_URL` unset) with a generated
 * loopback config under `XMPP_DIR` (a temporary folder for `memory://` databases), or an external
 * one. Returns undefined (chat unavailable) when `off`, or when Prosody is not installed (the
 * reason goes to `warn`). Spec: issue 17 'Real components, started for the user'.
 */
export async function startXmppServer(
  config: ChatConfig,
  warn: (message: string) => void,
): Promise<XmppServer | undefined> {
  if (config.xmppMode === 'off') return undefined;
  if (config.xmppMode === 'external') {
    const external: XmppServer = {
      mode: 'external',
      websocketUrl: config.xmppWebsocketUrl ?? '',
      domain: config.xmppDomain,
      canProvision: false,
      setPassword: async () => {
        throw new Error('Accounts on an external XMPP server are provisioned by that server');
      },
      setContacts: async () => undefined,
      stop: async () => undefined,
      start: async () => undefined,
      close: async () => undefined,
    };
    return external;
  }

  const prosody = config.prosodyBin ?? findExecutable('prosody');
  const prosodyctl = prosody ? path.join(path.dirname(prosody), 'prosodyctl') : undefined;
  if (!prosody || !prosodyctl || !isExecutable(prosodyctl)) {
    warn(PROSODY_MISSING);
    return undefined;
  }

  const temporary = config.xmppDir === undefined;
  const dir = config.xmppDir ?? mkdtempSync(path.join(tmpdir(), 'partner-portal-prosody-'));
  for (const sub of ['data', 'certs']) mkdirSync(path.join(dir, sub), { recursive: true });
  const httpPort = config.xmppHttpPort === 0 ? await freePort() : config.xmppHttpPort;
  const configFile = path.join(dir, 'prosody.cfg.lua');
  const contactsFile = path.join(dir, 'groups.txt');
  let contacts: readonly string[] = [];
  writeFileSync(contactsFile, groupsFile(config.xmppDomain, contacts));
  writeFileSync(
    configFile,
    prosodyConfig({ dir, domain: config.xmppDomain, httpPort, asRoot: process.getuid?.() === 0 }),
  );

  let child: ChildProcess | undefined;
  const start = async () => {
    if (child && child.exitCode === null) return;
    const started = spawn(prosody, ['--config', configFile, '-F'], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', (chunk: Buffer) => warn(`prosody: ${chunk.toString().trim()}`));
    started.stderr?.on('data', (chunk: Buffer) => warn(`prosody: ${chunk.toString().trim()}`));
    child = started;
    await waitForPort(httpPort, 10_000, started);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 3000).unref();
    });
  };

  await start();
  return {
    mode: 'local',
    websocketUrl: `ws://127.0.0.1:${httpPort}/xmpp-websocket`,
    domain: config.xmppDomain,
    canProvision: true,
    // `register` creates the account or replaces its password; it works while Prosody runs.
    setPassword: async (localpart, password) => {
      await run(prosodyctl, ['--config', configFile, 'register', localpart, config.xmppDomain, password]);
    },
    setContacts: async (localparts) => {
      contacts = [...localparts];
      writeFileSync(contactsFile, groupsFile(config.xmppDomain, contacts));
      // A stopped Prosody reads the file when it starts again.
      if (!child || child.exitCode !== null) return;
      await run(prosodyctl, [
        '--config',
        configFile,
        'shell',
        `module:reload(${JSON.stringify('groups')}, ${JSON.stringify(config.xmppDomain)})`,
      ]);
    },
    stop,
    start,
    close: async () => {
      await stop();
      if (temporary) rmSync(dir, { recursive: true, force: true });
    },
  };
}
