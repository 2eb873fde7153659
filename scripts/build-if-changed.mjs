// Builds the SPA and the server (npm run build:web, npm run build:server) unless the last build
// came from exactly the same inputs: `npm start` a second time with nothing changed starts at once.
//
//   node scripts/build-if-changed.mjs            build only when an input changed or an output is missing
//   node scripts/build-if-changed.mjs --always   build anyway (what `npm run build` does)
//   --verbose                                    show the build tools' output as they run
//
// Quiet by default: the tools' output (hundreds of lines) is kept and shown only when a step fails;
// a successful build prints one line.
// The inputs are hashed by content (not by date, so a checkout or a copy that keeps old dates
// cannot fool it): web/, server/, common/ (without tests and the generated themes), the lockfile,
// package.json, the build configuration and the build scripts. After a successful build the hash
// is kept in dist/.build-inputs; it is removed before building, so a failed build never counts.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const INPUT_DIRS = ['web', 'server', 'common'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/copy-themes.mjs',
  'scripts/build-if-changed.mjs',
];
/** Never part of the build: generated copies, dependencies, tests. */
const SKIPPED = [/(^|\/)node_modules\//, /^web\/public\/themes\//, /\.test\.tsx?$/];
const OUTPUTS = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'];
const STAMP = 'dist/.build-inputs';

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : [];
  });
}

/** One hash over the path and content of every input file, in a stable order. */
function inputsHash(root = '.') {
  const files = [...INPUT_DIRS.flatMap((dir) => walk(join(root, dir))), ...INPUT_FILES.map((file) => join(root, file)).filter((f) => existsSync(f) && statSync(f).isFile())]
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

const started = performance.now();
const always = process.argv.includes('--always');
const hash = inputsHash();
const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (!always && previous === hash && OUTPUTS.every((file) => existsSync(file))) {
  console.log(`build is up to date (inputs unchanged since the last build; checked in ${Math.round(performance.now() - started)} ms)`);
} else {
  rmSync(STAMP, { force: true });
  const verbose = process.argv.includes('--verbose');
  console.log('building the SPA and the server (about a minute on 2 cores)…');
  for (const step of ['build:web', 'build:server']) {
    const { status, stdout, stderr } = spawnSync('npm', ['run', '--silent', step], {
      stdio: verbose ? 'inherit' : 'pipe',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      shell: process.platform === 'win32',
    });
    if (status !== 0) {
      if (!verbose) process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
      console.error(`the build step "${step}" failed (exit ${status ?? 'signal'}): its output is above`);
      process.exit(status ?? 1);
    }
  }
  mkdirSync('dist', { recursive: true });
  writeFileSync(STAMP, `${hash}\n`);
  console.log(`built in ${Math.round((performance.now() - started) / 1000)} s`);
}
