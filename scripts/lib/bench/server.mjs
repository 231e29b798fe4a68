/**
 * Starting the Partner Portal server under test and waiting until it serves the portal.
 *
 * Contract (apps/server): `pnpm --filter @partner-portal/server start` serves the built portal and
 * the API from one origin on PORT (default 8080), keeps its data in DATA_DIR and prints
 * `Partner Portal running at http://localhost:PORT` when ready.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { registerCleanup, startProcess } from './processes.mjs';
import { SERVER_READY_LINE } from './config.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET `url`; resolves to the HTTP status, or null when the server cannot be reached. */
export async function httpStatus(url, timeoutMs = 3000) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Starts the server with a fresh temporary DATA_DIR on `port`, waits for the ready line or for
 * HTTP 200 on `readyPath`. `envOverrides` wins over the environment (undefined removes a variable,
 * e.g. DATABASE_URL for the PGlite run). Returns { baseUrl, dataDir, handle }. Throws with a clear message (and
 * the end of the server's output) if it exits early or is not ready within `timeoutS`.
 */
export async function startServer({
  rootDir,
  port,
  timeoutS,
  readyPath,
  logFile,
  command,
  envOverrides = {},
}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partner-portal-bench-data-'));
  registerCleanup(() => rm(dataDir, { recursive: true, force: true }));

  // DEMO_MODE=1: the bench runs the demo on the local object store, which a production start
  // refuses without the explicit demo flag (issue 15); a set DEMO_MODE or S3_ENDPOINT wins.
  // Every request comes from this one machine, so the per-client and global sign-in limits
  // (LOGIN_RATE_PER_CLIENT / LOGIN_RATE_GLOBAL) are lifted unless set: the bench measures the server.
  const env = {
    DEMO_MODE: process.env.S3_ENDPOINT ? undefined : '1',
    LOGIN_RATE_PER_CLIENT: '1000000',
    LOGIN_RATE_GLOBAL: '10000000',
    ...process.env,
    ...envOverrides,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const baseUrl = `http://localhost:${port}`;
  let readyLine = null;
  const handle = command
    ? startProcess(command, [], { cwd: rootDir, env, logFile, shell: true, name: 'server', onLine })
    : startProcess('pnpm', ['--filter', '@partner-portal/server', 'start'], {
        cwd: rootDir,
        env,
        logFile,
        name: 'server',
        onLine,
      });
  function onLine(line) {
    const match = SERVER_READY_LINE.exec(line);
    if (match && !readyLine) readyLine = match[1];
  }

  const started = Date.now();
  const deadline = started + timeoutS * 1000;
  let lastStatus = null;
  while (Date.now() < deadline) {
    if (handle.exited) {
      const { code, signal, error } = handle.exited;
      throw new Error(
        `The server exited before it was ready (${error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`}).\n` +
          `Last server output:\n${indent(handle.tail()) || '  (none)'}`,
      );
    }
    if (readyLine) {
      const announced = new URL(readyLine);
      if (announced.port && Number(announced.port) !== port) {
        console.warn(
          `  warning: the server announced ${readyLine}, but was started with PORT=${port}; measuring ${baseUrl}`,
        );
      }
      return { baseUrl, dataDir, handle, readyAfterMs: Date.now() - started, readyBy: 'ready line' };
    }
    lastStatus = await httpStatus(baseUrl + readyPath, 2000);
    if (lastStatus === 200) {
      return {
        baseUrl,
        dataDir,
        handle,
        readyAfterMs: Date.now() - started,
        readyBy: `HTTP 200 on ${readyPath}`,
      };
    }
    await sleep(500);
  }
  throw new Error(
    `The server was not ready within ${timeoutS} s: no "Partner Portal running at ..." line and no ` +
      `HTTP 200 on ${baseUrl}${readyPath} (last answer: ${lastStatus ?? 'no connection'}).\n` +
      `Last server output:\n${indent(handle.tail()) || '  (none)'}`,
  );
}

function indent(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `  | ${line}`)
    .join('\n');
}
