import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { rawRows } from '../../server/db/raw-rows.js';
import { writeBackupFile, type BackupSummary } from '../../server/lib/backup/backup.js';
import { DataDirInUseError, lockDataDir } from '../../server/lib/backup/control-socket.js';
import { holdDataDir, type PortalControl } from '../../server/lib/backup/portal-control.js';
import { restoreBackup } from '../../server/lib/backup/restore.js';
import { openPglite, openPostgres, quoteName, type SqlSession } from '../../server/lib/backup/sql-session.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { applicant, ADMIN_APPS, closeJob, draft, openJob, submitted } from './careers-applications-helpers.js';
import { FILES, registerApplicant, upload } from './careers-helpers.js';

/**
 * A portal with jobs, applicants, applications and uploaded documents (made through the API) is
 * backed up while it serves writes, restored into a new data directory or an empty PostgreSQL
 * database, and compared with what it was at the snapshot: every table's rows (found from the
 * catalog here, not from the backup, so a table the backup leaves out is a difference), every
 * sequence, every document's bytes; then a portal started on the restored data serves them.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL; with both document stores.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Query = (text: string) => Promise<Record<string, string>[]>;

/** Every table's rows as PostgreSQL prints them (row text: exact, and NULL apart from a JSON null), and every sequence. */
async function databaseState(query: Query) {
  const tables = (await query(`select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`)).map((r) => r.name!);
  const rows: Record<string, string[]> = {};
  for (const table of tables) rows[table] = (await query(`select t::text as r from ${quoteName(table)} t`)).map((r) => r.r!).sort();
  const sequences = Object.fromEntries((await query(`select schemaname || '.' || sequencename as name, coalesce(last_value::text, '-') as v from pg_sequences order by 1`)).map((r) => [r.name, r.v]));
  return { rows, sequences };
}

/** The document files of a data directory: name → SHA-256 of the bytes. */
async function documentFiles(dataDir: string): Promise<Record<string, string>> {
  const dir = join(dataDir, 'documents');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, sha(await readFile(join(dir, name)))] as const)));
}

/** Waits until the portal has stopped writing (e-mails and their records are written after the answers). */
async function settledState(query: Query) {
  let last = JSON.stringify(await databaseState(query));
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const now = JSON.stringify(await databaseState(query));
    if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof databaseState>>;
    last = now;
  }
  throw new Error('the portal kept writing');
}

const sessionQuery = (session: SqlSession): Query => (text) => session.query<Record<string, string>>(text);
const appQuery = (app: FastifyInstance): Query => (text) => rawRows<Record<string, string>>(app.db, sql.raw(text));

describe.each(onPostgres ? (['database', 'disk'] as const) : (['disk', 'database'] as const))('backup and restore on %s documents', (store) => {
  let t: TestApp;
  let control: PortalControl;
  let work: string;
  let amina: Awaited<ReturnType<typeof applicant>>;
  let brian: Awaited<ReturnType<typeof applicant>>;
  /** Uploaded documents by id: their bytes and who may download them. */
  const uploaded = new Map<string, { bytes: Buffer; owner: { email: string; password: string } }>();
  let aminaToken: string;
  let before: Awaited<ReturnType<typeof databaseState>>;
  let filesBefore: Record<string, string>;
  let backupFile: string;
  let summary: BackupSummary;
  let deletedDuringBackup: string;
  let writtenDuringBackup = 0;
  let target: { config: AppConfig; drop(): Promise<void> };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'careers-backup-test-'));
    // JWT_SECRET empty: the key is generated and kept in app_secrets, and must come back with the restore.
    t = await createTestApp({ DOCUMENT_STORE: store, JWT_SECRET: '' });
    control = await holdDataDir(t.config);
    control.attach(t.app);

    const admin = bearer(await t.token('admin'));
    const pharmacist = await openJob(t, 'Pharmacist');
    const nurse = await openJob(t, 'Staff Nurse');
    amina = await applicant(t, 'amina');
    brian = await applicant(t, 'brian');
    uploaded.set(amina.docs.cv, { bytes: FILES.pdf(), owner: amina });
    uploaded.set(brian.docs.licence, { bytes: FILES.pdf(), owner: brian });
    // 600 kB of random bytes: three parts in the database store, bytes no text encoding may alter.
    const large = Buffer.concat([FILES.pdf(), randomBytes(600 * 1024)]);
    const big = await upload(t.app, amina.headers, { kind: 'certificate' }, { filename: 'certificates.pdf', content: large });
    expect(big.statusCode, big.body).toBe(201);
    uploaded.set(big.json().id, { bytes: large, owner: amina });
    const photo = await upload(t.app, brian.headers, { kind: 'id' }, { filename: 'passport.png', content: FILES.png() });
    expect(photo.statusCode, photo.body).toBe(201);
    uploaded.set(photo.json().id, { bytes: FILES.png(), owner: brian });
    const spare = await upload(t.app, amina.headers, { kind: 'cover-letter' }, { filename: 'old.pdf', content: FILES.pdf() });
    expect(spare.statusCode, spare.body).toBe(201);
    deletedDuringBackup = spare.json().id;

    const sent = await submitted(t, amina, pharmacist.id);
    await submitted(t, brian, pharmacist.id);
    await draft(t, brian, nurse.id);
    expect((await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${sent.id}/transition`, headers: admin, payload: { to: 'under_review' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${sent.id}/notes`, headers: admin, payload: { note: 'Call the second referee' } })).statusCode).toBe(201);
    const prefs = await t.app.inject({ method: 'PUT', url: '/api/careers/account/preferences', headers: brian.headers, payload: { locale: 'fr', notifications: { applicationUpdates: false, jobAlerts: true } } });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect((await t.login(amina.email, 'a wrong password')).statusCode).toBe(400);
    aminaToken = (await t.login(amina.email, amina.password)).json().accessToken;

    before = await settledState(appQuery(t.app));
    filesBefore = await documentFiles(t.dataDir);
    backupFile = join(work, 'portal.tar.gz');
    let during: Promise<unknown> = Promise.resolve();
    summary = await writeBackupFile(backupFile, {
      config: t.config,
      // The portal keeps serving: what it does after the snapshot is not in the backup, and a
      // document deleted after the snapshot still is.
      onSnapshot: () => {
        during = (async () => {
          const gone = await t.app.inject({ method: 'DELETE', url: `/api/careers/documents/${deletedDuringBackup}`, headers: amina.headers });
          expect(gone.statusCode).toBe(204);
          const late = await registerApplicant(t.app, 'late');
          expect((await upload(t.app, late.headers, { kind: 'cv' }, { filename: 'late.pdf', content: FILES.pdf() })).statusCode).toBe(201);
          await closeJob(t, nurse.id);
          writtenDuringBackup = 3;
        })().catch((err: unknown) => err);
      },
    });
    const failed = await during;
    if (failed) throw failed;

    const dataDir = await mkdtemp(join(work, 'restored-'));
    const database = await createTestDatabase();
    target = {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, DOCUMENT_STORE: store, JWT_SECRET: '', WEB_DIST: join(dataDir, 'none'), RATE_LIMIT_PER_MINUTE: '100000' }),
      drop: database.drop,
    };
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await control?.release();
    await target?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('backs up every table and document of the snapshot while the portal serves', () => {
    expect(writtenDuringBackup).toBe(3);
    const { manifest } = summary;
    expect(manifest.source).toMatchObject({ engine: onPostgres ? 'postgres' : 'pglite', documentStore: store, snapshot: onPostgres ? 'repeatable-read' : 'running-portal' });
    expect(manifest.tables.map((table) => table.name).sort()).toEqual(Object.keys(before.rows).sort());
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(before.rows[table.name]!.length);
    // The comparison below can only miss a table the backup leaves out if it was empty: these are not.
    const filled = ['public.users', 'public.jobs', 'public.applications', 'public.application_events', 'public.applicant_documents', 'public.applicant_profiles', 'public.account_preferences', 'public.refresh_tokens', 'public.one_time_tokens', 'public.app_secrets', 'drizzle.__drizzle_migrations'];
    if (store === 'database') filled.push('public.document_content_parts');
    for (const table of filled) expect(before.rows[table]?.length, table).toBeGreaterThan(0);
    expect(summary.warnings).toEqual([]);
    expect(manifest.documents.map((d) => d.key).sort()).toEqual(store === 'disk' ? Object.keys(filesBefore) : []);
  });

  it('restores exactly the rows, sequences and documents of the snapshot', async () => {
    const restored = await restoreBackup(backupFile, { config: target.config });
    expect(restored.rows).toBe(Object.values(before.rows).reduce((sum, rows) => sum + rows.length, 0));
    const session = target.config.databaseUrl ? await openPostgres(target.config.databaseUrl) : await openPglite(join(target.config.dataDir, 'db'));
    try {
      const after = await databaseState(sessionQuery(session));
      expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
      for (const table of Object.keys(before.rows)) expect(after.rows[table], table).toEqual(before.rows[table]);
      if (onPostgres) {
        // PostgreSQL's sequences are not transactional: read just after the snapshot, they may be past it, never behind.
        expect(Object.keys(after.sequences)).toEqual(Object.keys(before.sequences));
        // A sequence never used (a table that holds no row yet) has no value on either side.
        for (const [name, value] of Object.entries(before.sequences)) {
          if (value === '-') expect(after.sequences[name], name).toBe('-');
          else expect(Number(after.sequences[name]), name).toBeGreaterThanOrEqual(Number(value));
        }
      } else expect(after.sequences).toEqual(before.sequences);
    } finally {
      await session.close();
    }
    // The document deleted after the snapshot is in the restored portal; the one uploaded after it is not.
    expect(await documentFiles(target.config.dataDir)).toEqual(filesBefore);
    if (store === 'disk') expect(Object.keys(filesBefore)).toContain(deletedDuringBackup);
  }, 120_000);

  it('starts a portal on the restored data that serves the documents and accepts the old sessions', async () => {
    const app = await buildApp(target.config, { logger: false });
    try {
      await app.ready();
      // The generated JWT key came back: an access token issued before the backup is valid.
      expect((await app.inject({ url: '/api/auth/me', headers: bearer(aminaToken) })).statusCode).toBe(200);
      const signIn = async (who: { email: string; password: string }) => {
        const res = await app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: who.email, password: who.password } });
        expect(res.statusCode, res.body).toBe(200);
        return bearer(res.json().accessToken);
      };
      for (const [id, { bytes, owner }] of uploaded) {
        const file = await app.inject({ url: `/api/careers/documents/${id}/download`, headers: await signIn(owner) });
        expect(file.statusCode, id).toBe(200);
        expect(sha(file.rawPayload), id).toBe(sha(bytes));
      }
      const deleted = await app.inject({ url: `/api/careers/documents/${deletedDuringBackup}/download`, headers: await signIn(amina) });
      expect(deleted.statusCode).toBe(200);
      // Sequences continue: new rows get new keys.
      expect((await registerApplicant(app, 'after-restore')).id).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 120_000);

  it.runIf(onPostgres && store === 'database')('restores a PostgreSQL backup into the embedded database (a move between engines)', async () => {
    const dataDir = await mkdtemp(join(work, 'embedded-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DOCUMENT_STORE: 'database' });
    await restoreBackup(backupFile, { config });
    const session = await openPglite(join(dataDir, 'db'));
    try {
      const after = await databaseState(sessionQuery(session));
      for (const table of Object.keys(before.rows)) expect(after.rows[table], table).toEqual(before.rows[table]);
    } finally {
      await session.close();
    }
  }, 120_000);

  it('refuses to restore over a target that holds data, unless told to', async () => {
    await expect(restoreBackup(backupFile, { config: target.config })).rejects.toThrow(target.config.databaseUrl ? /is not empty .*add --force/ : /holds a database already.*--force/);
  });
});

describe.skipIf(onPostgres)('the data directory of a running portal', () => {
  it('runs without the socket when its path is too long for one, and backups refuse it', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'careers-long-'));
    const dataDir = join(parent, 'd'.repeat(120));
    try {
      await expect(lockDataDir(dataDir, 'backup')).rejects.toThrow(/longer than the \d+ bytes a socket path may have/);
      const control = await holdDataDir(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      await control.release();
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('belongs to one process: a second portal and a restore are refused while it runs', async () => {
    const t = await createTestApp();
    const control = await holdDataDir(t.config);
    try {
      await expect(lockDataDir(t.dataDir, 'portal')).rejects.toThrow(DataDirInUseError);
      await expect(lockDataDir(t.dataDir, 'portal')).rejects.toThrow(/in use by a running portal \(pid \d+\)/);
      await expect(restoreBackup('/nonexistent.tar.gz', { config: t.config, force: true })).rejects.toThrow(/running portal.*stop it before restoring/);
    } finally {
      await control.release();
      await t.close();
    }
  });
});
