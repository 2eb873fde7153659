/**
 * `npx tsx scripts/demo-images.ts`: draws the demo areas' pictures (people's avatars, the profile's
 * cover, posts and uploads, the shop's products) as small SVG files in web/public/images. They are
 * generated here, not taken from anywhere: shapes and colours only, no person's likeness, free to
 * ship. The seeds refer to them through server/lib/demo-kit/seed-tools.ts (`avatarUrl`, `demoImage`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = 'web/public/images';
/** Hues spread around the wheel by the golden angle: neighbours never look alike. */
const hue = (n: number) => Math.round((n * 137.508) % 360);
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

/** A head and shoulders on a coloured disc. */
const avatar = (n: number) =>
  svg(
    64,
    64,
    `<rect width="64" height="64" fill="hsl(${hue(n)} 55% 78%)"/>` +
      `<circle cx="32" cy="25" r="12" fill="hsl(${hue(n)} 35% 35%)"/>` +
      `<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="hsl(${hue(n)} 35% 35%)"/>`,
  );

/** Hills under a sky: the profile's cover and the posts' pictures. */
const landscape = (n: number, width: number, height: number) => {
  const h = hue(n + 3);
  const y = (f: number) => Math.round(height * f);
  return svg(
    width,
    height,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 82%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 92%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
      `<circle cx="${Math.round(width * 0.78)}" cy="${y(0.3)}" r="${y(0.12)}" fill="hsl(45 95% 70%)"/>` +
      `<path d="M0 ${y(0.7)}Q${width * 0.25} ${y(0.45)} ${width * 0.5} ${y(0.65)}T${width} ${y(0.6)}V${height}H0z" fill="hsl(${(h + 120) % 360} 35% 55%)"/>` +
      `<path d="M0 ${y(0.85)}Q${width * 0.3} ${y(0.7)} ${width * 0.6} ${y(0.82)}T${width} ${y(0.78)}V${height}H0z" fill="hsl(${(h + 120) % 360} 40% 40%)"/>`,
  );
};

/** A rounded object on a plain ground: the shop's products. */
const product = (n: number) =>
  svg(
    300,
    300,
    `<rect width="300" height="300" fill="hsl(${hue(n)} 30% 94%)"/>` +
      `<rect x="70" y="${60 + (n % 3) * 10}" width="160" height="${180 - (n % 3) * 20}" rx="${12 + (n % 4) * 14}" fill="hsl(${hue(n)} 55% 50%)"/>` +
      `<circle cx="150" cy="150" r="${24 + (n % 5) * 6}" fill="hsl(${hue(n)} 60% 85%)"/>`,
  );

const files: Record<string, string> = {};
for (let n = 1; n <= 20; n++) files[`avatars/${n}.svg`] = avatar(n);
files['profile/timeline.svg'] = landscape(0, 1200, 300);
for (let n = 1; n <= 3; n++) files[`profile/post-${n}.svg`] = landscape(n, 600, 360);
for (let n = 1; n <= 9; n++) files[`profile/user-uploads/user-${String(n).padStart(2, '0')}.svg`] = landscape(n + 5, 200, 200);
for (let n = 1; n <= 12; n++) files[`products/${n}.svg`] = product(n);

for (const [path, text] of Object.entries(files)) {
  const file = join(ROOT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`${Object.keys(files).length} pictures in ${ROOT}`);
