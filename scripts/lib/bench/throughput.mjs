/**
 * The server throughput phase of `pnpm bench` (issue 21, 'Server'): autocannon against a running
 * server on this machine, at {@link CONNECTIONS} concurrent connections, for
 *
 * - sign-in: POST /api/partner/login/ with the demo admin's e-mail and password (argon2id verify,
 *   token issue; the bench's server has its sign-in rate limits lifted);
 * - a staff list call: GET /api/management/tickets/ as the demo admin (first page of the ticket list);
 * - /portals: the prerendered page as a browser asks for it (Accept: text/html, brotli accepted).
 *
 * Each figure: requests per second (mean over the run), latency p50 and p99 in ms, and the number of
 * answers that were not 2xx or failed. autocannon runs in the bench's own process on the same two
 * cores as the server, so the figures are a floor, comparable between runs of this machine only.
 */
import autocannon from 'autocannon';

/** Concurrent connections measured (issue 21). */
export const CONNECTIONS = [10, 50];
/** Seconds per measurement. */
export const DURATION_S = 5;
export const DEMO_LOGIN = { email: 'admin@demo.test', password: 'demo-pass-2026' };

/**
 * @typedef {{ name: string, connections: number, requestsPerSecond: number, p50Ms: number,
 *   p99Ms: number, requests: number, non2xx: number, errors: number, timeouts: number }} Figure
 */

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // No progress bar, no table: the bench prints its own lines.
    instance.on('error', () => {});
  });
}

async function signInToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/partner/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.token) {
    throw new Error(`sign-in as ${DEMO_LOGIN.email} failed (HTTP ${response.status}: ${body.message ?? ''})`);
  }
  return body.token;
}

/** The three calls measured, as autocannon options. */
export async function scenarios(baseUrl) {
  const token = await signInToken(baseUrl);
  return [
    {
      name: 'sign-in',
      url: `${baseUrl}/api/partner/login/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    },
    {
      name: 'staff list',
      url: `${baseUrl}/api/management/tickets/`,
      headers: { authorization: `Token ${token}` },
    },
    {
      name: '/portals',
      url: `${baseUrl}/portals`,
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    },
  ];
}

/**
 * Measures every scenario at every connection count, one after the other.
 * @param {string} baseUrl
 * @param {(figure: Figure) => void} [onFigure] called as each figure is ready
 * @returns {Promise<Figure[]>}
 */
export async function measureThroughput(baseUrl, onFigure = () => {}) {
  const figures = [];
  for (const scenario of await scenarios(baseUrl)) {
    for (const connections of CONNECTIONS) {
      const { name, ...options } = scenario;
      const result = await run({ ...options, connections });
      const figure = {
        name,
        connections,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      figures.push(figure);
      onFigure(figure);
    }
  }
  return figures;
}

/** One printed line of a figure. */
export function formatFigure(figure) {
  const failed = figure.non2xx + figure.errors + figure.timeouts;
  return (
    `${figure.name.padEnd(11)} ${String(figure.connections).padStart(2)} conn  ` +
    `${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(figure.p50Ms).padStart(5)} ms  ` +
    `p99 ${String(figure.p99Ms).padStart(5)} ms${failed ? `  (${failed} failed or not 2xx)` : ''}`
  );
}
