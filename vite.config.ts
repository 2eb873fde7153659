import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const outDir = resolve('dist/web');
/** The server rendering of the public careers pages (`vite build --ssr src/entry-server.tsx`), loaded by the server. */
const ssrOutDir = resolve('dist/ssr');

/** Writes .br and .gz beside every compressible built file, so the server never compresses per request. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|xml|woff2?)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const body = readFileSync(file);
        if (body.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The chunks the entry imports statically, and theirs: loaded before any page, so the preload lists
 * of the pages' dynamic imports leave them out (`modulePreload.resolveDependencies` below). Read
 * from the bundle before Vite writes those lists.
 */
const entryChunks = new Set<string>();
function collectEntryChunks(): Plugin {
  return {
    name: 'collect-entry-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunks.clear();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (entryChunks.has(file) || chunk?.type !== 'chunk') return;
          entryChunks.add(file);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
      },
    },
  };
}

/**
 * TypeBox's English error messages stay out of the SPA: `errors/errors.mjs` (Value.Errors) imports
 * its `./function.mjs`, which is given web/src/lib/typebox-error-function.ts instead (the forms word
 * each error themselves; the file says why). Fails the build if TypeBox's checker is bundled and
 * the import was not found (TypeBox moved it), rather than let the messages come back unseen.
 */
function typeboxErrorFunction(): Plugin {
  const errorsModule = /[\\/]@sinclair[\\/]typebox[\\/]build[\\/]esm[\\/]errors[\\/](errors|index)\.mjs$/;
  let replaced = false;
  let checkerBundled = false;
  return {
    name: 'typebox-error-function',
    enforce: 'pre',
    buildStart() {
      replaced = checkerBundled = false;
    },
    resolveId(source, importer) {
      if (source !== './function.mjs' || !importer || !errorsModule.test(importer)) return null;
      replaced = true;
      return resolve('web/src/lib/typebox-error-function.ts');
    },
    transform(_code, id) {
      if (/[\\/]@sinclair[\\/]typebox[\\/]build[\\/]esm[\\/]errors[\\/]errors\.mjs$/.test(id)) checkerBundled = true;
      return null;
    },
    buildEnd(error) {
      if (!error && checkerBundled && !replaced) this.error("typebox-error-function: TypeBox's errors.mjs no longer imports ./function.mjs");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  // Lingui's plugin compiles the .po catalogs on import and, with macroTransform, expands the Lingui
  // macros itself (natively, before the React plugin): no Babel pass in the build.
  plugins: [lingui({ macroTransform: true }), react(), typeboxErrorFunction(), collectEntryChunks(), precompress()],
  resolve: {
    // React 19 has useSyncExternalStore: its shim (for React 17) need not reach any page.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve('web/src/lib/react-sync-store.ts') }],
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    target: isSsrBuild ? 'node24' : 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !entryChunks.has(dep)) },
    rolldownOptions: {
      checks: {
        // The server rendering imports the public pages' catalogues statically on purpose (one
        // bundle, no chunks); the SPA's own build keeps the check.
        ineffectiveDynamicImport: !isSsrBuild,
        // Timings depend on how busy the machine is, not on the code: noise in every build log.
        bundlerTimings: false,
      },
      // The paths of common/paths.ts (and every other imported constant) are written where they are
      // used: a page that links to a path does not import the module, or a chunk, that declares it.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        codeSplitting: {
          groups: [
            // What every PrimeReact page needs (its core) stays in one chunk, whichever parts the lazy
            // pages use: else a page using only some of them (the editor uses the core without the
            // ripple) splits the chunk into several. The public careers pages load none of it.
            // React first, in a chunk of its own: a group takes its modules' dependencies with it, so
            // else React would land in PrimeReact's chunk and every page would load both.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'prime-core',
              priority: 1,
              test: /node_modules[\\/]primereact[\\/](api|utils|hooks|componentbase|ripple|iconbase|portal)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // Everything bundled into the server rendering: the container installs only the server's
  // dependencies (React and the SPA's libraries are devDependencies), and PrimeReact's ES modules
  // import directories, which Node refuses.
  ssr: { noExternal: true },
  // React in the server rendering is always its production build: otherwise the bundled React picks
  // its development build at run time whenever NODE_ENV is not `production` (as under `npm start`),
  // about four times the CPU per rendered page.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sitemap.xml': 'http://localhost:3000' },
  },
}));
