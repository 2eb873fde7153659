import { chromium } from '@playwright/test';
const [,, path, skin = 'light', width = '390', locale='en'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, baseURL: 'http://127.0.0.1:3235' });
const res = await page.request.post('/api/jwt/login', { data: { email: 'admin@demo.com', password: 'admin' } });
const { userData } = await res.json();
await page.addInitScript(([data, skin, locale]) => { localStorage.setItem('userData', JSON.stringify(data)); localStorage.setItem('skin', JSON.stringify(skin)); localStorage.setItem('locale', JSON.stringify(locale)); }, [userData, skin, locale]);
await page.goto(path);
await page.waitForTimeout(2500);
const wide = await page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > w + 0.5).slice(0, 12).map((el) => `${el.tagName}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`);
});
console.log(wide.join('\n'));
await browser.close();
