import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
const url = process.argv[2]!;
async function measure(label: string, opts: { js: boolean; blockTheme?: boolean; blockAll?: boolean }) {
  const ctx = await browser.newContext({ javaScriptEnabled: opts.js, viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  if (opts.blockTheme) await page.route('**/themes/**', (r) => r.abort());
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const h = await page.evaluate(() => {
    const m = document.querySelector('main')!;
    const parts = [...m.querySelectorAll('section, header, ul, nav, form')].slice(0, 12).map((e) => `${e.tagName}.${(e.className || '').toString().split(' ')[0]}:${Math.round(e.getBoundingClientRect().height)}`);
    return { main: Math.round(m.getBoundingClientRect().height), header: Math.round(document.querySelector('#root > div > header, #root header')!.getBoundingClientRect().height), parts, font: getComputedStyle(document.body).fontFamily, fs: getComputedStyle(document.body).fontSize };
  });
  console.log(label, JSON.stringify(h));
  await ctx.close();
}
await measure('js+theme   ', { js: true });
await measure('nojs+theme ', { js: false });
await measure('nojs-theme ', { js: false, blockTheme: true });
await browser.close();
