// Renders the public routes of PRERENDERED_ROUTES into static HTML after `vite build`: the built
// index.html with the route's markup inside #root and its styled-components styles in <head>.
// The server sends dist/prerendered/<route>.html for those paths; the browser paints them before
// any script runs, and React hydrates them (src/main.tsx).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { PRERENDERED_ROUTES, renderRoute } = await import(path.join(root, 'dist-ssr', 'prerender.js'));

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
await mkdir(path.join(dist, 'prerendered'), { recursive: true });

for (const route of PRERENDERED_ROUTES) {
  const { html, styleTags } = await renderRoute(route);
  // React emits the page's <title> first; it belongs in <head>, where React manages it after hydration.
  const titleMatch = /^<title>(.*?)<\/title>/.exec(html);
  const body = titleMatch ? html.slice(titleMatch[0].length) : html;
  let page = template.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${route}">${body}</div>`,
  );
  if (titleMatch) page = page.replace(/<title>.*?<\/title>/, titleMatch[0]);
  page = page.replace('</head>', `${styleTags}</head>`);
  const file = path.join(dist, 'prerendered', `${route.slice(1)}.html`);
  await writeFile(file, page);
  console.log(`prerendered ${route} -> ${path.relative(root, file)} (${(page.length / 1024).toFixed(1)} KB)`);
}
