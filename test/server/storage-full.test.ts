import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { fillVolume, mountTmpfs, unmount } from '../helpers/tmpfs.js';
import { FILES, registerApplicant, upload } from './careers-helpers.js';

/**
 * A full disk (issue 25), for real: the data directory (embedded database, documents) is a small
 * tmpfs of its own, filled up. Writes answer 507 `storage_full`, a cut-short file is removed, reads
 * go on, the log says the volume is full once (and again only after it had room and filled
 * again), and once room is made the same process saves again. Needs permission to mount (root,
 * as the tests and CI run here); skipped, with that reason, elsewhere.
 */
const volume = mkdtempSync(join(tmpdir(), 'careers-full-volume-'));
const mounted = mountTmpfs(volume, '96m');
if (!mounted) {
  console.warn('storage-full.test.ts skipped: mounting a tmpfs is not permitted here (it needs root)');
  rmSync(volume, { recursive: true, force: true });
}
/** Fills the volume, leaving `leaveBytes` free (as near as its pages allow); `makeRoom` undoes it. */
let makeRoom = () => {};
const fill = (leaveBytes = 0) => void (makeRoom = fillVolume(volume, leaveBytes));

describe.skipIf(!mounted)('a full volume', () => {
  let t: TestApp;
  const lines: string[] = [];
  let amina: Awaited<ReturnType<typeof registerApplicant>>;
  let kept: { id: string };
  const logged = (message: RegExp) => lines.filter((line) => message.test(JSON.parse(line).msg));
  const fullLines = () => logged(/^storage full/);
  const roomLines = () => logged(/^storage: the volume has room again/);
  const documentFiles = () => readdirSync(join(volume, 'documents')).sort();
  const profile = () => t.app.inject({ url: '/api/careers/profile', headers: amina.headers });
  /** Saves the details with a personal statement of `size` characters (random: the database cannot compress it) on top of the version stored now. */
  const saveProfile = async (size: number) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/careers/profile',
      headers: amina.headers,
      payload: { version: (await profile()).json().version, firstName: 'Amina', personalStatement: randomBytes(size).toString('base64').slice(0, size) },
    });
  const expectStorageFull = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ statusCode: 507, error: 'Insufficient Storage', message: expect.stringMatching(/storage is full.*nothing was lost/), code: 'storage_full' });
  };
  const waitFor = async (what: () => boolean, ms = 15_000) => {
    const until = Date.now() + ms;
    while (!what() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    return what();
  };
  /** Everything an applicant reads, and the public board: all still answered while nothing can be written. */
  const expectReadsWork = async () => {
    expect((await profile()).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/careers/documents', headers: amina.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().documents.map((d: { id: string }) => d.id)).toContain(kept.id);
    const download = await t.app.inject({ url: `/api/careers/documents/${kept.id}/download`, headers: amina.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf())).toBe(true);
    expect((await t.app.inject({ url: '/api/careers/jobs' })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    // The embedded database and documents on disk, also in the run with TEST_DATABASE_URL: both live on the volume.
    t = await createTestApp({ DATA_DIR: volume, DATABASE_URL: '', DOCUMENT_STORE: 'disk', LOG_LEVEL: 'info' }, {}, { log: (line) => void lines.push(line) });
    amina = await registerApplicant(t.app, 'amina');
    const first = await upload(t.app, amina.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() });
    expect(first.statusCode, first.body).toBe(201);
    kept = first.json();
    expect((await saveProfile(500)).statusCode).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => {});
    if (mounted) unmount(volume);
    rmSync(volume, { recursive: true, force: true });
  });

  it('the embedded database on a full volume: 507 storage_full, reads go on, logged once; it saves again once there is room', async () => {
    fill();
    // Saves that fit in pages the database already has may still succeed: the first that needs a new one is refused.
    let res = await saveProfile(4000);
    for (let i = 0; i < 40 && res.statusCode === 200; i++) res = await saveProfile(4000);
    expectStorageFull(res);
    await expectReadsWork();
    // Every write now answers 507 at once (PGlite would hang the process on its next WAL segment).
    expectStorageFull(await saveProfile(100));
    expectStorageFull(await t.app.inject({ method: 'POST', url: '/api/careers/applications', headers: amina.headers, payload: { jobId: 1 } }));
    const files = documentFiles();
    expectStorageFull(await upload(t.app, amina.headers, { kind: 'certificate' }, { filename: 'c.pdf', content: FILES.pdf() }));
    expect(documentFiles()).toEqual(files);
    await expectReadsWork();
    // Background work leaves the database alone meanwhile: no scheduled task is claimed, however due.
    expect(await t.app.scheduler.runDue(Date.now() + 24 * 3600_000)).toEqual([]);
    // One line for the volume, whatever the number of refusals.
    await waitFor(() => fullLines().length > 0);
    expect(fullLines()).toHaveLength(1);
    expect(JSON.parse(fullLines()[0]!)).toMatchObject({ level: 50, volume, freeBytes: expect.any(Number) });

    makeRoom();
    expect(await waitFor(() => roomLines().length === 1)).toBe(true);
    expect(JSON.parse(roomLines()[0]!)).toMatchObject({ volume, refusedWrites: expect.any(Number) });
    const saved = await saveProfile(4000);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile()).json().profile.personalStatement).toHaveLength(4000);
  }, 60_000);

  it('a document on a full volume: 507 storage_full, no cut-short file left, earlier documents still download; logged again', async () => {
    const before = documentFiles();
    // Room for the database's row, not for the file: the file is cut short by the full volume.
    fill(256 * 1024);
    const big = Buffer.concat([FILES.pdf(), Buffer.alloc(2 * 1024 * 1024, 32)]);
    const refused = await upload(t.app, amina.headers, { kind: 'certificate' }, { filename: 'big.pdf', content: big });
    expectStorageFull(refused);
    expect(documentFiles()).toEqual(before);
    await expectReadsWork();
    expect((await t.app.inject({ url: '/api/careers/documents', headers: amina.headers })).json().documents).toHaveLength(1);
    // Filled again after it had room: logged again, once.
    expect(await waitFor(() => fullLines().length === 2)).toBe(true);
    expectStorageFull(await upload(t.app, amina.headers, { kind: 'certificate' }, { filename: 'big.pdf', content: big }));
    expectStorageFull(await saveProfile(100));
    await new Promise((r) => setTimeout(r, 200));
    expect(fullLines()).toHaveLength(2);

    makeRoom();
    expect(await waitFor(() => roomLines().length === 2)).toBe(true);
    const accepted = await upload(t.app, amina.headers, { kind: 'certificate' }, { filename: 'big.pdf', content: big });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const download = await t.app.inject({ url: `/api/careers/documents/${accepted.json().id}/download`, headers: amina.headers });
    expect(download.rawPayload.equals(big)).toBe(true);
    expect((await saveProfile(100)).statusCode).toBe(200);
    // Nothing on the way answered 500.
    expect(lines.filter((line) => line.includes('"statusCode":500'))).toEqual([]);
  }, 60_000);
});

