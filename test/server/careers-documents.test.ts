import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { DatabaseContentStore } from '../../server/modules/careers-documents/content-store.js';
import { importDiskDocuments } from '../../server/modules/careers-documents/import-disk.js';
import { FILES, multipart, registerApplicant, storedContentIds, upload, type FilePart } from './careers-helpers.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerApplicant>>;
let other: Awaited<ReturnType<typeof registerApplicant>>;

const list = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/careers/documents', headers })).json().documents as { id: string; name: string; kind: string }[];
const download = (id: string, headers: Record<string, string>) => t.app.inject({ url: `/api/careers/documents/${id}/download`, headers });
const storedFiles = () => storedContentIds(t);

// The same contract whichever store keeps the bytes: files on disk, or parts in the database.
describe.each(['disk', 'database'] as const)('documents (content kept in the %s store)', (store) => {
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_STORE: store });
    owner = await registerApplicant(t.app, 'owner');
    other = await registerApplicant(t.app, 'other');
  });
  afterAll(async () => t?.close());

  it('uploads, lists, downloads, renames and deletes a PDF', async () => {
    const pdf = FILES.pdf();
    const res = await upload(t.app, owner.headers, { kind: 'cv' }, { filename: 'Amina CV 2026.pdf', content: pdf, contentType: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ kind: 'cv', name: 'Amina CV 2026.pdf', contentType: 'application/pdf', size: pdf.length, downloadUrl: `/api/careers/documents/${doc.id}/download` });
    expect((await list(owner.headers)).map((d) => d.id)).toEqual([doc.id]);
    expect(await storedFiles()).toEqual([doc.id]); // a generated name, not the uploaded one

    const file = await download(doc.id, owner.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Amina CV 2026.pdf"; filename*=UTF-8''Amina%20CV%202026.pdf`);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${doc.id}`, headers: owner.headers, payload: { name: 'Curriculum vitae', kind: 'cover-letter' } });
    expect(renamed.json()).toMatchObject({ name: 'Curriculum vitae', kind: 'cover-letter' });
    expect((await download(doc.id, owner.headers)).headers['content-disposition']).toContain('filename="Curriculum vitae.pdf"');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/careers/documents/${doc.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect(await list(owner.headers)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect((await download(doc.id, owner.headers)).statusCode).toBe(404);
  });

  it('recognises DOCX, PNG and JPEG by content, whatever their names say', async () => {
    const cases = [
      { kind: 'certificate', file: FILES.docx(), filename: 'diploma', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
      { kind: 'id', file: FILES.png(), filename: 'passport.jpg', type: 'image/png', ext: 'png' },
      { kind: 'licence', file: FILES.jpeg(), filename: 'licence.JPEG', type: 'image/jpeg', ext: 'JPEG' },
    ];
    for (const c of cases) {
      const res = await upload(t.app, owner.headers, { kind: c.kind }, { filename: c.filename, content: c.file, contentType: 'text/plain' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().contentType).toBe(c.type);
      const file = await download(res.json().id, owner.headers);
      expect(file.headers['content-type']).toBe(c.type);
      expect(file.headers['content-disposition']).toMatch(new RegExp(`\\.${c.ext}"`));
    }
  });

  it('refuses what is not an accepted file, and leaves earlier files untouched', async () => {
    const kept = await upload(t.app, owner.headers, { kind: 'cv' }, { filename: 'kept.pdf', content: FILES.pdf() });
    const before = await list(owner.headers);
    const files = await storedFiles();
    const refused: [number, Record<string, string>, FilePart | undefined, RegExp][] = [
      [415, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.exe(), contentType: 'application/pdf' }, /PDF, DOCX, PNG and JPEG/],
      [415, { kind: 'cv' }, { filename: 'cv.docx', content: FILES.otherZip() }, /PDF, DOCX, PNG and JPEG/],
      [415, { kind: 'cv' }, { filename: 'cv.docx', content: Buffer.from('PK\u0003\u0004 truncated archive') }, /PDF, DOCX/],
      [415, { kind: 'cv' }, { filename: 'cv.pdf', content: Buffer.from('<html><script>alert(1)</script></html>') }, /PDF/],
      [400, { kind: 'cv' }, { filename: 'empty.pdf', content: Buffer.alloc(0) }, /empty/],
      [413, { kind: 'cv' }, { filename: 'big.pdf', content: Buffer.concat([FILES.pdf(), Buffer.alloc(10 * 1024 * 1024)]) }, /larger than 10 MB/],
      [400, {}, { filename: 'cv.pdf', content: FILES.pdf() }, /kind must be one of/],
      [400, { kind: 'photo' }, { filename: 'cv.pdf', content: FILES.pdf() }, /kind must be one of/],
      [400, { kind: 'cv' }, undefined, /Choose a file/],
      [400, { kind: 'cv', name: 'x'.repeat(121) }, { filename: 'cv.pdf', content: FILES.pdf() }, /1 to 120/],
      [400, { kind: 'cv', extra: 'x'.repeat(2000) }, { filename: 'cv.pdf', content: FILES.pdf() }, /too long/],
    ];
    for (const [status, fields, file, message] of refused) {
      const res = await upload(t.app, owner.headers, fields, file);
      expect(res.statusCode, `${file?.filename}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.stringMatching(message) });
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/careers/documents', headers: owner.headers, payload: { kind: 'cv', file: '%PDF-' } });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({ method: 'POST', url: '/api/careers/documents', headers: { ...owner.headers, 'content-type': 'multipart/form-data' }, payload: 'garbage' });
    expect(broken.statusCode).toBe(400);
    const truncated = multipart({ kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() });
    const cut = await t.app.inject({ method: 'POST', url: '/api/careers/documents', headers: { ...owner.headers, ...truncated.headers }, payload: truncated.payload.subarray(0, truncated.payload.length - 40) });
    expect(cut.statusCode).toBe(400);
    const two = await upload(t.app, owner.headers, { kind: 'cv' }, [
      { filename: 'a.pdf', content: FILES.pdf() },
      { filename: 'b.pdf', content: FILES.pdf() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Upload one file at a time.');

    expect(await list(owner.headers)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    expect((await download(kept.json().id, owner.headers)).statusCode).toBe(200);
  });

  it('names downloads safely whatever the uploaded name', async () => {
    const path = await upload(t.app, owner.headers, { kind: 'cv' }, { filename: '..\\..\\windows\\system32.pdf', content: FILES.pdf() });
    expect(path.json().name).toBe('system32.pdf');
    const res = await upload(t.app, owner.headers, { kind: 'cv', name: 'evil";x=.pdf' }, { filename: 'cv.pdf', content: FILES.pdf() });
    expect(res.json().name).toBe('evil";x=.pdf');
    const header = (await download(res.json().id, owner.headers)).headers['content-disposition'] as string;
    expect(header).toBe(`attachment; filename="evil__x=.pdf"; filename*=UTF-8''evil%22%3Bx%3D.pdf`);
    const unicode = await upload(t.app, owner.headers, { kind: 'cv', name: 'Cédric’s CV' }, { filename: 'x.pdf', content: FILES.pdf() });
    const second = (await download(unicode.json().id, owner.headers)).headers['content-disposition'] as string;
    expect(second).toBe(`attachment; filename="C_dric_s CV.pdf"; filename*=UTF-8''C%C3%A9dric%E2%80%99s%20CV.pdf`);
  });

  it("hides another applicant's documents: 404 for download, rename and delete; administrators may download", async () => {
    const mine = (await upload(t.app, owner.headers, { kind: 'id' }, { filename: 'id.png', content: FILES.png() })).json();
    expect((await download(mine.id, other.headers)).statusCode).toBe(404);
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${mine.id}`, headers: other.headers, payload: { name: 'mine now' } });
    expect(rename.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/careers/documents/${mine.id}`, headers: other.headers })).statusCode).toBe(404);
    expect(await list(other.headers)).toEqual([]);
    expect((await list(owner.headers)).find((d) => d.id === mine.id)?.name).toBe('id.png');
    const asAdmin = await download(mine.id, bearer(await t.token('admin')));
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect((await download(mine.id, {})).statusCode).toBe(401);
    expect((await download('not-a-uuid', owner.headers)).statusCode).toBe(400);
    expect((await download('00000000-0000-4000-8000-000000000000', owner.headers)).statusCode).toBe(404);
  });

  it('refuses bad renames with 400', async () => {
    const doc = (await upload(t.app, owner.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json();
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(121) }, { name: 7 }, { kind: 'photo' }, { name: 'a\u0000b' }, { owner: other.id }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${doc.id}`, headers: owner.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const script = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${doc.id}`, headers: owner.headers, payload: { name: '<script>alert(1)</script>' } });
    expect(script.json().name).toBe('<script>alert(1)</script>');
  });
});

describe('upgrading to the database store', () => {
  it('imports the documents kept as files on the first start with the database store, once', async () => {
    const app = await createTestApp({ DOCUMENT_STORE: 'disk' });
    try {
      const applicant = await registerApplicant(app.app, 'upgrade');
      const pdf = FILES.pdf();
      const doc = (await upload(app.app, applicant.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: pdf, contentType: 'application/pdf' })).json();
      const database = new DatabaseContentStore(app.app.db);
      expect(await database.open(doc.id, pdf.length)).toBeNull();

      const upgraded = { ...app.config, documentStore: 'database' as const };
      expect(await importDiskDocuments(app.app, upgraded)).toBe(1);
      const content = await database.open(doc.id, pdf.length);
      expect(Buffer.concat(await content!.stream.toArray()).equals(pdf)).toBe(true);
      expect(await importDiskDocuments(app.app, upgraded)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
