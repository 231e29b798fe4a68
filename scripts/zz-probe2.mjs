import { chromium } from 'playwright';
import { openPreview, serveStatic } from './lib/storybook.mjs';
const server = await serveStatic('/work/main/storybook-static');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
const render = await openPreview(page, server.url, { retryPlayError: () => false, pauseAnimations: true });
for (const g of [{ theme: 'lite', locale: 'en' }, { theme: 'dark', locale: 'en' }]) {
  const r = await render(process.argv[2], g, 30000, { axe: false });
  console.log(JSON.stringify(g), r.status, r.playError);
  const html = await page.evaluate(() => document.querySelector('#storybook-root')?.innerText.slice(0, 400));
  console.log(html);
}
await browser.close();
process.exit(0);
