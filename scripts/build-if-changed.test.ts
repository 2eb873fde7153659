import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The start script's build step, run for real (node, npm) in a small project whose build steps
 * only write the three outputs (SPA, server rendering, server) and count how often they ran.
 */
const script = resolve('scripts/build-if-changed.mjs');
let root: string;

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const builds = () => readFileSync(join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length;
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', ...args], { cwd: root, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'careers-build-if-changed-'));
  write('builds.log', '');
  write(
    'package.json',
    JSON.stringify({
      name: 'fixture',
      private: true,
      scripts: {
        'build:web': `node -e "const fs=require('fs');fs.mkdirSync('dist/web',{recursive:true});fs.writeFileSync('dist/web/index.html','x');fs.mkdirSync('dist/ssr',{recursive:true});fs.writeFileSync('dist/ssr/entry-server.js','x')"`,
        'build:server': `node -e "require('fs').mkdirSync('dist/server',{recursive:true});require('fs').writeFileSync('dist/server/main.js','x');require('fs').appendFileSync('builds.log','built\\n')"`,
      },
    }),
  );
  write('web/src/main.tsx', 'export const page = 1;');
  write('server/main.ts', 'export const api = 1;');
  write('common/ability.ts', 'export const rule = 1;');
  mkdirSync(join(root, 'scripts'));
  copyFileSync(script, join(root, 'scripts/build-if-changed.mjs'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build step of npm start', () => {
  it('builds the first time, then skips while nothing changed', () => {
    run();
    expect(builds()).toBe(1);
    expect(run()).toContain('up to date');
    expect(builds()).toBe(1);
  });

  it('builds again when a source of the SPA, the server or the shared code changes', () => {
    run();
    for (const [file, text] of [
      ['web/src/main.tsx', 'export const page = 2;'],
      ['server/main.ts', 'export const api = 2;'],
      ['common/ability.ts', 'export const rule = 2;'],
      ['web/src/features/new-page.tsx', 'export const added = true;'],
    ] as const) {
      const before = builds();
      write(file, text);
      run();
      expect(builds(), file).toBe(before + 1);
    }
  });

  it('goes by content, not dates: an old date on a changed file still rebuilds, a touched file does not', () => {
    run();
    write('server/main.ts', 'export const api = 3;');
    utimesSync(join(root, 'server/main.ts'), new Date('2001-01-01'), new Date('2001-01-01'));
    run();
    expect(builds()).toBe(2);
    utimesSync(join(root, 'web/src/main.tsx'), new Date(), new Date());
    run();
    expect(builds()).toBe(2);
  });

  it('ignores what never enters the build (tests, dependencies, the data directory)', () => {
    run();
    write('server/main.test.ts', 'test');
    write('web/node_modules/x/index.js', 'x');
    write('data/db/file', 'x');
    run();
    expect(builds()).toBe(1);
  });

  it('builds again when an output is missing, and always with --always (npm run build)', () => {
    run();
    rmSync(join(root, 'dist/server/main.js'));
    run();
    expect(builds()).toBe(2);
    run('--always');
    expect(builds()).toBe(3);
  });

  it('is quiet: the tools\' output shows only when a step fails', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    pkg.scripts['build:web'] = `node -e "console.log('[PLUGIN_TIMINGS] noise\\n'.repeat(50))" && ${pkg.scripts['build:web']}`;
    write('package.json', JSON.stringify(pkg));
    const out = run();
    expect(out).not.toContain('PLUGIN_TIMINGS');
    expect(out.trim().split('\n')).toHaveLength(2);
    expect(out).toMatch(/^built in \d+ s$/m);

    write('server/main.ts', 'export const api = 5;');
    pkg.scripts['build:web'] = `node -e "console.log('error TS2304: the cause'); process.exit(2)"`;
    write('package.json', JSON.stringify(pkg));
    const failed = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, encoding: 'utf8' });
    expect(failed.status).toBe(2);
    expect(failed.stderr).toContain('error TS2304: the cause');
  });

  it('does not count a failed build: the next start tries again', () => {
    run();
    write('server/main.ts', 'export const api = 4;');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const working = pkg.scripts['build:web'];
    pkg.scripts['build:web'] = 'node -e "process.exit(3)"';
    write('package.json', JSON.stringify(pkg));
    expect(spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root }).status).toBe(3);
    pkg.scripts['build:web'] = working;
    write('package.json', JSON.stringify(pkg));
    run();
    expect(builds()).toBe(2);
  });
});
