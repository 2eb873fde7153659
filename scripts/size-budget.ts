/**
 * Size budget: the JavaScript (gzip) each route of the SPA needs, from the Vite manifest of
 * `npm run build`. For every route of web/src/app/routes.ts (and workspace-routes.ts):
 *   - first load: the entry chunk and its static imports, the page's chunk and its static imports,
 *     and the English catalogs of the shell and the route's area;
 *   - with on-demand parts: plus every chunk the page's own code may import later (editor,
 *     charts, panels), which is what a user who opens everything on the page downloads.
 * Every page but the public careers pages also loads, before its first render (web/src/main.tsx),
 * the other routes' table, CASL and the table of its language's catalogs.
 * Budgets: /careers first load ≤ 113 kB (the public entry page as a signed-in user loads it, the
 * SPA at once; see CAREERS_FIRST_LOAD_BUDGET); every route's first load ≤ 350 kB, and for the demo
 * screens with their on-demand parts too.
 * A visitor's first load of the public careers pages (issue 34, scripts/size-visitor.ts), measured on
 * the built server: under 10 kB of JavaScript run before the first interaction, under 40 kB
 * transferred compressed (HTML, CSS and JS). Prints tables; exits 1 when anything is over its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogsForPath } from '../web/src/lib/catalog-areas';
import { isPublicCareersPage } from '../web/src/lib/public-pages';
import * as paths from '../common/paths';
import { publicPages, withBuiltServer } from './built-server';
import { VISITOR_SCRIPT_BUDGET, VISITOR_TRANSFER_BUDGET, visitorLoad } from './size-visitor';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const KB = 1000;
/**
 * What a signed-in user's /careers loads at once (a visitor's page runs 3.5 kB before interaction:
 * the visitor's budgets below, issue 34). 100 kB until stop 26 (the search correction, the alerts
 * button and the name-blind notice took it to 100.1 kB); 101 kB since stop 28, when English dates
 * came to follow the hospital's region (lib/date-format.ts, 0.36 kB) and the sites became a
 * vocabulary named in each language (0.3 kB with their catalog entries): 100.7 kB. 113 kB since stop
 * 30, when the public pages joined the one data layer (issue 23: TanStack Query, seeded from the
 * server's answers, lib/rendered-query.ts): 11.1 kB more for a signed-in user, nothing more for a
 * visitor, whose first load (the budgets of issue 34 below) runs no SPA before an interaction; and
 * the staff role's name in the header and the early input taken at hydration (0.2 kB): 112.1 kB.
 */
const CAREERS_FIRST_LOAD_BUDGET = 113 * KB;
const ROUTE_BUDGET = 350 * KB;

const dist = process.env.WEB_DIST ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const gzipCache = new Map<string, number>();
function gzipBytes(key: string): number {
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length);
  return gzipCache.get(key)!;
}

const isCatalog = (key: string) => key.endsWith('.po');

/** `key` and its static imports. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key]!.imports ?? []) staticClosure(dep, into);
  return into;
}

/**
 * What `keys` may load later: their dynamic imports (and everything those need), catalogs aside.
 * `loaded` is already there (the entry and its static imports): an on-demand chunk that imports the
 * entry does not make the entry's own dynamic imports (every other route) part of this page.
 */
function onDemandClosure(keys: Set<string>, loaded: Set<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop()!;
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (isCatalog(dynamic) || found.has(dynamic) || keys.has(dynamic) || loaded.has(dynamic)) continue;
      for (const dep of staticClosure(dynamic)) {
        if (!found.has(dep) && !keys.has(dep) && !loaded.has(dep)) {
          found.add(dep);
          queue.push(dep);
        }
      }
    }
  }
  return found;
}

/** The path `paths.<area>.<name>` of the table of paths (common/paths.ts). */
function pathOf(area: string, name: string): string {
  const path = (paths as unknown as Record<string, Record<string, string> | undefined>)[area]?.[name];
  if (path === undefined) throw new Error(`no path paths.${area}.${name} in common/paths.ts`);
  return path;
}

/** Each route's path and the page module it loads, read from the route tables. */
function routeTable(): { path: string; module: string }[] {
  const source = ['web/src/app/routes.ts', 'web/src/app/workspace-routes.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
  const rows: { path: string; module: string }[] = [];
  for (const match of source.matchAll(/path: paths\.(\w+)\.(\w+), load: (?:\(\) => import\('\.\.\/([^']+)'\)|(\w+))/g)) {
    const [, area, name, module, named] = match;
    rows.push({ path: pathOf(area!, name!), module: module ? `${module}.tsx` : named === 'loadCareersHomePage' ? 'features/careers/careers-home.tsx' : '' });
  }
  return rows;
}

/** What every page past the public careers pages loads before its first render (web/src/main.tsx). */
const WORKSPACE_START = ['src/app/workspace-routes.ts', '../common/ability.ts', 'src/lib/catalog-loaders/en.ts'];

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const entryClosure = staticClosure(entry);

const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipBytes(key), 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);

let failures = 0;
console.log('signed-in users (the SPA loads at once)');
console.log('   first load  with on demand  route');
for (const { path, module } of routeTable()) {
  const pageKey = Object.keys(manifest).find((k) => k.endsWith(module));
  if (!module || !pageKey) {
    console.error(`no chunk for ${path} (${module || 'unknown loader'})`);
    failures += 1;
    continue;
  }
  const catalogs = ['shell', ...catalogsForPath(path)].map((area) => Object.keys(manifest).find((k) => k.endsWith(`locales/en/${area}.po`))).filter((k): k is string => Boolean(k));
  const start = isPublicCareersPage(path) ? [] : WORKSPACE_START;
  const first = new Set([...entryClosure, ...start.flatMap((key) => [...staticClosure(key)]), ...staticClosure(pageKey), ...catalogs.flatMap((c) => [...staticClosure(c)])]);
  // The entry's own dynamic imports are the other routes' pages: only the page's code counts here.
  const pageOwn = new Set([...staticClosure(pageKey)].filter((key) => !entryClosure.has(key)));
  const later = onDemandClosure(pageOwn, entryClosure);
  for (const key of first) later.delete(key);
  const firstBytes = sum(first);
  const totalBytes = firstBytes + sum(later);
  const overFirst = firstBytes > (path === paths.careers.home ? CAREERS_FIRST_LOAD_BUDGET : ROUTE_BUDGET);
  const overTotal = module.startsWith('features/demo-') && totalBytes > ROUTE_BUDGET;
  const flag = overFirst || overTotal ? '  OVER BUDGET' : '';
  console.log(`${kb(firstBytes)} kB ${kb(totalBytes)} kB     ${path}${flag}`);
  if (overFirst || overTotal) failures += 1;
}
console.log(`budgets (gzip): /careers first load ${CAREERS_FIRST_LOAD_BUDGET / KB} kB; every route's first load ${ROUTE_BUDGET / KB} kB, the demo screens' with their on-demand parts too`);

console.log('\nvisitors (the SPA waits for intent): script run before interaction, transferred compressed');
await withBuiltServer(async (base) => {
  for (const page of await publicPages(base)) {
    const { scriptBytes, transferBytes } = await visitorLoad(base, page);
    const over = scriptBytes >= VISITOR_SCRIPT_BUDGET || transferBytes >= VISITOR_TRANSFER_BUDGET;
    console.log(`${kb(scriptBytes)} kB ${kb(transferBytes)} kB     ${page.startsWith('/careers/job/') ? '/careers/job/<id>' : page}${over ? '  OVER BUDGET' : ''}`);
    if (over) failures += 1;
  }
});
console.log(`budgets for visitors: script before interaction < ${VISITOR_SCRIPT_BUDGET / KB} kB, transferred < ${VISITOR_TRANSFER_BUDGET / KB} kB (gzip)`);
if (failures) {
  console.error(`${failures} route(s) over budget or unmeasured`);
  process.exit(1);
}
