import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url().replace(/^http:\/\/[^/]+/, '')));
  await page.goto(process.argv[2]!, { waitUntil: 'networkidle' });
  console.log(js, seen.filter((u) => !u.endsWith('.js') || js).join(' '));
  await ctx.close();
}
await browser.close();
