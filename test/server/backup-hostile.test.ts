import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { listTables } from '../../server/lib/backup/catalog.js';
import { BackupFileError } from '../../server/lib/backup/errors.js';
import { holdDataDir, type PortalControl } from '../../server/lib/backup/portal-control.js';
import { restoreBackup } from '../../server/lib/backup/restore.js';
import { openPostgres } from '../../server/lib/backup/sql-session.js';
import { END_OF_ARCHIVE, padding, readTar, tarHeader } from '../../server/lib/backup/tar.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { FILES, registerApplicant, upload } from './careers-helpers.js';

/**
 * A backup file that is truncated, altered or not a backup at all is refused with a message that
 * says so, before anything is changed: the target data directory stays empty, the target database
 * keeps no table. The command lines print one line, never a stack trace.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Entry {
  name: string;
  data: Buffer;
}

async function entriesOf(file: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  async function* source() {
    yield gunzipSync(await readFile(file));
  }
  for await (const entry of readTar(source())) {
    const pieces: Buffer[] = [];
    for await (const piece of entry.body) pieces.push(piece);
    entries.push({ name: entry.name, data: Buffer.concat(pieces) });
  }
  return entries;
}

/** A backup file re-packed from (altered) entries: valid gzip, valid tar. */
const pack = (entries: Entry[], end = true) =>
  gzipSync(Buffer.concat([...entries.flatMap((e) => [tarHeader(e.name, e.data.length, new Date()), e.data, padding(e.data.length)]), end ? END_OF_ARCHIVE : Buffer.alloc(0)]));

/** Runs a command line of the portal (tsx, as `npm run` does) and returns its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a damaged, altered or foreign backup file', () => {
  let t: TestApp;
  let control: PortalControl;
  let work: string;
  let good: string;
  let entries: Entry[];
  let target: { config: AppConfig; env: Record<string, string>; drop(): Promise<void> };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'careers-backup-hostile-'));
    // Documents as files on both engines, so that the backup holds document entries to alter.
    t = await createTestApp({ DOCUMENT_STORE: 'disk' });
    control = await holdDataDir(t.config);
    control.attach(t.app);
    const amina = await registerApplicant(t.app, 'amina');
    expect((await upload(t.app, amina.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).statusCode).toBe(201);

    // The backup command itself, against the portal while it runs.
    good = join(work, 'good.tar.gz');
    const made = await run('server/backup.ts', [good], { DATA_DIR: t.dataDir, DATABASE_URL: t.config.databaseUrl, DOCUMENT_STORE: t.config.documentStore });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/backup written to .*good\.tar\.gz, [\d.]+ MB in [\d.]+ s/);
    entries = await entriesOf(good);

    const dataDir = await mkdtemp(join(work, 'target-'));
    const database = await createTestDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, DOCUMENT_STORE: t.config.documentStore };
    target = { config: loadConfig({ NODE_ENV: 'test', ...env }), env, drop: database.drop };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await control?.release();
    await target?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** The target as it was: an empty data directory, a database without tables. */
  async function expectTargetUntouched() {
    expect(await readdir(target.config.dataDir)).toEqual([]);
    if (target.config.databaseUrl) {
      const session = await openPostgres(target.config.databaseUrl);
      try {
        expect(await listTables(session)).toEqual([]);
      } finally {
        await session.close();
      }
    }
  }

  async function variant(name: string, content: Buffer | ((entries: Entry[]) => Entry[])) {
    const file = join(work, name);
    await writeFile(file, Buffer.isBuffer(content) ? content : pack(content(entries.map((e) => ({ ...e, data: Buffer.from(e.data) })))));
    return file;
  }

  const chunk = (list: Entry[]) => list.find((e) => e.name.startsWith('tables/public.users/'))!;
  const manifestOf = (list: Entry[]) => list.find((e) => e.name === 'manifest.json')!;
  const editManifest = (list: Entry[], edit: (m: { tables: { name: string; rows: number }[]; documents: { key: string }[] }) => void) => {
    const m = manifestOf(list);
    const json = JSON.parse(m.data.toString());
    edit(json);
    m.data = Buffer.from(JSON.stringify(json));
    return list;
  };

  const cases: [string, () => Promise<string>, RegExp][] = [
    ['cut in the middle', async () => variant('truncated.tar.gz', (await readFile(good)).subarray(0, Math.floor((await readFile(good)).length * 0.6))), /truncated/],
    ['ending before its manifest', () => variant('no-manifest.tar.gz', (list) => list.filter((e) => e.name !== 'manifest.json')), /no manifest/],
    ['ending without its end marker', () => variant('no-end.tar.gz', pack(entries, false)), /stops before its end marker/],
    [
      'with a row altered',
      () =>
        variant('row.tar.gz', (list) => {
          const data = chunk(list).data;
          data[data.indexOf('amina')] = 'A'.charCodeAt(0);
          return list;
        }),
      /tables\/public\.users\/000001\.jsonl does not match its checksum/,
    ],
    [
      'with a document altered',
      () =>
        variant('document.tar.gz', (list) => {
          const doc = list.find((e) => e.name.startsWith('documents/'))!;
          doc.data[0] = doc.data[0]! ^ 1;
          return list;
        }),
      /documents\/.* does not match its checksum/,
    ],
    ['with a row count changed in its manifest', () => variant('count.tar.gz', (list) => editManifest(list, (m) => void (m.tables.find((x) => x.name === 'public.users')!.rows += 1))), /row count of table public\.users does not add up/],
    ['with a document removed', () => variant('removed.tar.gz', (list) => list.filter((e) => !e.name.startsWith('documents/'))), /documents\/.*, listed in its manifest, is missing/],
    ['with an entry added', () => variant('added.tar.gz', (list) => [...list.slice(0, -1), { name: 'documents/extra', data: Buffer.from('x') }, list.at(-1)!]), /holds documents\/extra, which its manifest does not list/],
    ['with a path outside the backup', () => variant('escape.tar.gz', (list) => [...list.slice(0, -1), { name: 'documents/../../etc/cron.d/x', data: Buffer.from('x') }, list.at(-1)!]), /unexpected entry/],
    ['with an entry after its manifest', () => variant('after.tar.gz', (list) => [...list, { name: 'documents/late', data: Buffer.from('x') }]), /entry after its manifest/],
    ['made by a newer portal', () => variant('newer.tar.gz', (list) => [{ name: 'backup.json', data: Buffer.from(JSON.stringify({ ...JSON.parse(list[0]!.data.toString()), version: 99 })) }, ...list.slice(1)]), /newer portal \(backup format 99/],
    ['that is not gzip', () => variant('text.tar.gz', Buffer.from('just some text, not a backup\n')), /not a gzip-compressed backup/],
    ['that is a tar.gz of something else', () => variant('other.tar.gz', pack([{ name: 'hello.txt', data: Buffer.from('hello') }])), /not a careers portal backup/],
    ['that is gzip of something else', () => variant('gz.tar.gz', gzipSync(Buffer.from('hello'))), /not a careers portal backup/],
    ['that does not exist', async () => join(work, 'missing.tar.gz'), /no such file/],
  ];

  it.each(cases)('is refused when %s, and the target is left untouched', async (_, make, message) => {
    const file = await make();
    const refused = await restoreBackup(file, { config: target.config }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(BackupFileError);
    expect((refused as Error).message).toMatch(message);
    expect((refused as Error).message).toMatch(/Nothing was changed\.$/);
    await expectTargetUntouched();
  });

  it('is refused by the command line with one clear line, exit code 1 and no stack trace', async () => {
    for (const name of ['truncated.tar.gz', 'row.tar.gz', 'text.tar.gz']) {
      const refused = await run('server/restore.ts', [join(work, name)], target.env);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`^restore failed: .*${name.replace('.', '\\.')} is refused: .*Nothing was changed\\.\\n$`));
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      await expectTargetUntouched();
    }
    const checked = await run('server/restore.ts', ['--check', good], target.env);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/good\.tar\.gz is intact: .* 1 document files/);
    const usage = await run('server/restore.ts', ['--overwrite', good], target.env);
    expect(usage.code).toBe(64);
    expect(usage.stderr).toMatch(/unknown option --overwrite[\s\S]*usage: npm run restore/);
    await expectTargetUntouched();
  }, 60_000);

  it('is restored when intact (the same file, the same target)', async () => {
    const restored = await restoreBackup(good, { config: target.config });
    expect(restored.manifest.documents).toHaveLength(1);
    expect(await readdir(join(target.config.dataDir, 'documents'))).toEqual([restored.manifest.documents[0]!.key]);
    expect(existsSync(join(target.config.dataDir, 'db'))).toBe(!onPostgres);
  }, 120_000);

  it('refuses a data directory that holds a database, and replaces it with --force (the old one moved aside)', async () => {
    if (onPostgres) {
      await expect(restoreBackup(good, { config: target.config })).rejects.toThrow(/is not empty .*--force/);
      await restoreBackup(good, { config: target.config, force: true });
      return;
    }
    const refused = await run('server/restore.ts', [good], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds a database already: restore into a new DATA_DIR, or add --force/);
    await mkdir(join(target.config.dataDir, 'documents'), { recursive: true });
    await writeFile(join(target.config.dataDir, 'documents', 'stray'), 'x');
    const forced = await restoreBackup(good, { config: target.config, force: true });
    expect(forced.notes.join('\n')).toMatch(/previous db\/ is in .*before-restore-/);
    const aside = (await readdir(target.config.dataDir)).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect((await readdir(join(target.config.dataDir, aside[0]!))).sort()).toEqual(['db', 'documents']);
    expect(await readdir(join(target.config.dataDir, 'documents'))).toHaveLength(1);
  }, 120_000);
});
