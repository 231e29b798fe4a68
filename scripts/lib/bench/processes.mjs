/**
 * Child processes for the benchmark: one-shot commands (the build), the server under test and the
 * Chromium instances that Lighthouse drives. Every long-running child is started in its own process
 * group (detached) and registered here, so that it is stopped on success, on errors and on Ctrl-C,
 * together with its own children (pnpm -> sh -> tsx -> node; chromium wrapper -> chrome).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

/** @type {Set<() => Promise<void>>} async clean-up steps, run in reverse order of registration */
const cleanups = new Set();
/** @type {Set<number>} process group ids still alive (for the last-resort synchronous kill) */
const liveGroups = new Set();
let cleaningUp = null;

export function registerCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs all registered clean-up steps once (later calls wait for the same run). */
export function cleanupAll() {
  cleaningUp ??= (async () => {
    for (const fn of [...cleanups].reverse()) {
      cleanups.delete(fn);
      try {
        await fn();
      } catch (error) {
        console.error(`clean-up step failed: ${error?.message ?? error}`);
      }
    }
  })();
  return cleaningUp;
}

/** Ctrl-C / SIGTERM: stop everything we started, then exit. Also a last-resort kill on exit. */
export function installSignalHandlers(onSignal) {
  let received = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      if (received) {
        console.error(`\n${signal} again: killing child processes now.`);
        killAllGroupsSync();
        process.exit(code);
      }
      received = true;
      onSignal?.(signal);
      cleanupAll().finally(() => process.exit(code));
    });
  }
  process.on('exit', killAllGroupsSync);
}

function killAllGroupsSync() {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  liveGroups.clear();
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the whole process group, SIGKILL after `graceMs` if anything is left. */
export async function killGroup(child, graceMs = 5000) {
  const pgid = child.pid;
  if (!pgid || !liveGroups.has(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupAlive(pgid)) await sleep(100);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone in the meantime
    }
    const hardDeadline = Date.now() + 2000;
    while (Date.now() < hardDeadline && groupAlive(pgid)) await sleep(50);
  }
  liveGroups.delete(pgid);
}

/**
 * Starts a long-running child in its own process group and registers it for clean-up.
 * Output goes to `logFile` (if given) and to `onLine` line by line; the last lines are kept for
 * error messages.
 */
export function startProcess(command, args, { cwd, env, logFile, onLine, shell = false, name }) {
  const child = spawn(command, args, {
    cwd,
    env,
    shell,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const tail = [];
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (error) => {
      exited = { code: null, signal: null, error };
      resolve(exited);
    });
  });
  if (child.pid) liveGroups.add(child.pid);

  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      log?.write(chunk);
      buffered += chunk;
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop();
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        onLine?.(line);
      }
    });
  }

  const handle = {
    name: name ?? command,
    child,
    exitPromise,
    get exited() {
      return exited;
    },
    tail: () => tail.join('\n'),
    async stop() {
      unregister();
      await killGroup(child);
      await Promise.race([exitPromise, sleep(1000)]);
      await new Promise((resolve) => (log ? log.end(resolve) : resolve()));
    },
  };
  const unregister = registerCleanup(() => handle.stop());
  return handle;
}

/** Runs a command to completion (own process group, so Ctrl-C clean-up can stop it too). */
export async function runToCompletion(command, args, options) {
  const handle = startProcess(command, args, options);
  const result = await handle.exitPromise;
  await handle.stop();
  return { ...result, tail: handle.tail() };
}

/** Whether a TCP port can be bound on all interfaces (IPv4 and IPv6). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function randomFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The preferred port if it is free, otherwise one the OS picks. */
export async function findFreePort(preferred) {
  if (preferred && (await portIsFree(preferred))) return preferred;
  return randomFreePort();
}
