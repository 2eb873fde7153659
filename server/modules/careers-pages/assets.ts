import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * What a server-rendered page needs besides index.html's own: its chunk's stylesheets (so it is
 * styled at first paint, not when its script arrives; critical-inline.ts inlines them) and the
 * `<link rel="modulepreload">` tags of its chunk, its imports and its catalogs (so hydration waits
 * for no request after another). Read from the client build's manifest (dist/web/.vite/manifest.json).
 */
export interface PageAssets {
  css: string[];
  preloads: string;
}

export function pageAssets(webDist: string): (module: string, locale: string) => PageAssets {
  const path = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key]!.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inEntry = entry ? closure(entry) : new Set<string>();
  const known = new Map<string, PageAssets>();
  return (module, locale) => {
    const cacheKey = `${module}\u0000${locale}`;
    let assets = known.get(cacheKey);
    if (assets === undefined) {
      // The page's own lazy parts too: the server renders them (prerendering waits for them), so their
      // stylesheets belong to the first paint and their modules to hydration.
      const lazyParts = (manifest[module]?.dynamicImports ?? []).flatMap((key) => [...closure(key)]);
      const chunks = [...new Set([...closure(module), ...lazyParts])].filter((key) => !inEntry.has(key));
      // The accessibility statement has a catalog of its own (it is not part of /careers' first load).
      const areas = module.includes('careers-accessibility') ? ['shell', 'accessibility'] : ['shell', 'careers'];
      const catalogs = areas.map((area) => `src/locales/${locale}/${area}.po`).filter((key) => manifest[key]);
      const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
      assets = { css, preloads: [...chunks, ...catalogs].map((key) => `<link rel="modulepreload" href="/${manifest[key]!.file}" />`).join('') };
      known.set(cacheKey, assets);
    }
    return assets;
  };
}
