/**
 * Issue 21's baseline: the portal's public screens built with Ant Design 6 (apps/bench-antd), built
 * with Vite and served here by a small static server (the SPA's index.html for every path, files
 * gzipped or not does not matter: the bench gzips every body itself), so `pnpm bench` can measure
 * the same routes the same way and print both columns.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Where the baseline's source and build live. */
export function antdDir(rootDir) {
  return path.join(rootDir, 'apps', 'bench-antd');
}

/** True when the baseline has been built (apps/bench-antd/dist/index.html). */
export function antdBuilt(rootDir) {
  return existsSync(path.join(antdDir(rootDir), 'dist', 'index.html'));
}

/**
 * Serves `dir` on 127.0.0.1 (a free port): files as they are, index.html for any other path; the
 * baseline's API calls answer 404 (its screens are measured before any is made).
 * @returns {Promise<{ baseUrl: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      if (pathname.startsWith('/api/') || path.extname(pathname)) {
        response.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
