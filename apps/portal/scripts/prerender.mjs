// Renders the public routes of PRERENDERED_ROUTES into static HTML after `vite build`: the built
// index.html with the route's markup inside #root and its styled-components styles in <head>
// (pageHtml of src/prerender.tsx, which apps/server also uses for the field forms it renders per
// request). The server sends dist/prerendered/<route>.html for those paths; the browser paints them
// before any script runs, and React hydrates them (src/main.tsx).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { PRERENDERED_ROUTES, renderRoute, pageHtml } = await import(
  path.join(root, 'dist-ssr', 'prerender.js')
);

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
await mkdir(path.join(dist, 'prerendered'), { recursive: true });

for (const route of PRERENDERED_ROUTES) {
  const page = pageHtml(template, route, await renderRoute(route));
  const file = path.join(dist, 'prerendered', `${route.slice(1)}.html`);
  await writeFile(file, page);
  console.log(`prerendered ${route} -> ${path.relative(root, file)} (${(page.length / 1024).toFixed(1)} KB)`);
}
