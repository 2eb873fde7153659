import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.goto(process.argv[2]!, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log(js, await page.evaluate(() => { const h = document.querySelector('#root header')!; return [...h.querySelectorAll('*')].map((e) => `${e.tagName}.${e.className}:${Math.round(e.getBoundingClientRect().height)}x${Math.round(e.getBoundingClientRect().width)}`).join('\n'); }));
  await ctx.close();
}
await browser.close();
