import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/testApp.ts';

/**
 * The server's side of the field forms it renders per request (issue 21): a fake portal build whose
 * server module "renders" /usd_form/{ticket}/{project} with what it fetched from the API through
 * the server itself, like apps/portal/src/prerender.tsx renderFieldForm does.
 */
let app: FastifyInstance;
let folder: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Partner Portal</title></head><body><div id="root"></div></body></html>';

const RENDERER = `
export async function renderFieldForm(pathname, { fetch, apiBaseUrl }) {
  const match = /^\\/usd_form\\/([^/]+)\\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  if (match[2] === 'broken') throw new Error('render failed');
  const answer = await fetch(apiBaseUrl + '/meta.json', { method: 'GET', headers: { accept: 'application/json' } });
  if (!answer.ok) return null;
  const meta = await answer.json();
  if (match[2] === 'none') return null;
  return {
    html: '<title>Unstructured Data Form</title><h2>Form ' + match[1] + '</h2>',
    styleTags: '<style>h2{}</style>',
    page: { path: pathname, data: meta, draftKey: 'unstructured-data:' + match[1] + ':' + match[2] },
  };
}
export function pageHtml(template, path, rendered) {
  return template
    .replace('<div id="root"></div>', '<div id="root" data-prerendered="' + path + '">' + rendered.html + '</div>' +
      '<script type="application/json" id="server-data">' + JSON.stringify(rendered.page) + '</script>')
    .replace('</head>', rendered.styleTags + '</head>');
}
`;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-ssr-'));
  const dist = path.join(folder, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(folder, 'dist-ssr'));
  writeFileSync(path.join(folder, 'dist-ssr', 'prerender.js'), RENDERER);
  app = await buildTestApp({ config: { nodeEnv: 'production', portalDist: dist, seedDemo: false } });
});

afterAll(async () => {
  await app?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('field forms rendered per request (issue 21)', () => {
  it('sends /usd_form/{ticket}/{project} rendered with the data the API gave the render, not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/usd_form/t-1/101', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root" data-prerendered="/usd_form/t-1/101"><title>');
    expect(response.body).toContain('<h2>Form t-1</h2>');
    expect(response.body).toContain('<style>h2{}</style></head>');
    const data = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      path: '/usd_form/t-1/101',
      data: { version: '1.3.1' },
      draftKey: 'unstructured-data:t-1:101',
    });
  });

  it('sends the app shell when the form cannot be shown, the render fails, or a query string is given', async () => {
    for (const url of [
      '/usd_form/t-1/none',
      '/usd_form/t-1/broken',
      '/usd_form/t-1/101?lang=ar',
      '/signin',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves API paths and non-HTML requests alone', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/usd_form/t-1/101', headers: html });
    expect(api.statusCode).toBe(404);
    const json = await app.inject({
      method: 'GET',
      url: '/usd_form/t-1/101',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });
});
