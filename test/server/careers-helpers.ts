import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../helpers/app.js';
import { users } from '../../server/db/schema.js';
import { rawRows } from '../../server/db/raw-rows.js';

/** The ids of the documents whose content is stored, sorted: files in the data dir, or parts in the database (DOCUMENT_STORE). */
export async function storedContentIds(t: TestApp): Promise<string[]> {
  if (t.config.documentStore === 'disk') return (await readdir(join(t.dataDir, 'documents')).catch(() => [] as string[])).sort();
  const rows = await rawRows<{ id: string }>(t.app.db, sql`select distinct document_id::text as id from document_content_parts`);
  return rows.map((r) => r.id).sort();
}

/** Registers a new applicant and returns its tokens and credentials. */
export async function registerApplicant(app: FastifyInstance, name: string) {
  const email = `${name}@example.org`;
  const password = 'a long enough passphrase';
  const res = await app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: name, email, password, fullName: name } });
  if (res.statusCode !== 200) throw new Error(`register ${name}: ${res.body}`);
  const session = res.json();
  return {
    id: session.userData.id as number,
    email,
    password,
    accessToken: session.accessToken as string,
    refreshToken: session.refreshToken as string,
    headers: bearer(session.accessToken),
  };
}

/**
 * A second administrator: a new account made admin in the database (no route changes roles),
 * the account's cached state invalidated as every writer does; its token now carries the admin role.
 */
export async function registerAdmin(app: FastifyInstance, name: string) {
  const account = await registerApplicant(app, name);
  await app.db.update(users).set({ role: 'admin', status: 'active' }).where(eq(users.id, account.id));
  app.accountState.invalidate(account.id);
  return account;
}

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body built by hand: text fields, then the files. */
export function multipart(fields: Record<string, string>, files?: FilePart | FilePart[]) {
  const boundary = `----careers-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of [files ?? []].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a document as `headers`' user. */
export function upload(app: FastifyInstance, headers: Record<string, string>, fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/careers/documents', payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** A ZIP archive (deflated entries) with the given files, as Word and other tools write them. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc32(raw), 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(raw.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Small files of each kind, real enough for a content check. */
export const FILES = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR-not-a-real-image')]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-not-a-real-image'), Buffer.from([0xff, 0xd9])]),
  docx: () =>
    zip({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    }),
  /** A Windows executable (MZ header), whatever it is named. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]),
  /** A ZIP that is not a Word document (e.g. a spreadsheet or an archive renamed .docx). */
  otherZip: () => zip({ 'xl/workbook.xml': '<workbook/>', 'payload.exe': 'MZ...' }),
};

/** A job input that may be published: every required field, closing in `days` days. */
export function publishableJob(title: string, closingDate: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    department: 'pharmacy',
    location: 'main-campus',
    employmentType: 'permanent',
    workingPattern: 'full-time',
    grade: 'Pharmacist I',
    salaryMin: 100_000,
    salaryMax: 150_000,
    summary: 'Dispense and review medicines on the wards.',
    description: 'A pharmacist post on the medical wards.',
    duties: ['Review prescriptions'],
    essentialCriteria: ['Bachelor of Pharmacy'],
    desirableCriteria: [],
    documentsRequired: ['cv', 'licence'],
    closingDate,
    ...overrides,
  };
}

/** `YYYY-MM-DD`, `days` from today in the server's time zone. */
export function inDays(days: number): string {
  const d = new Date();
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A complete referee. */
export const referee = (name: string) => ({
  name,
  position: 'Nurse Manager',
  organisation: 'County Hospital',
  relationship: 'Line manager',
  email: `${name.toLowerCase().replace(/\s/g, '.')}@county.example`,
  phone: '+254 700 000 000',
});

/** Applicant details with every section complete. */
export const FULL_PROFILE = {
  firstName: 'Amina',
  middleName: 'W.',
  lastName: 'Otieno',
  phone: '+254 712 345 678',
  dateOfBirth: '1992-04-17',
  nationality: 'Kenyan',
  idType: 'national-id',
  idNumber: '28456123',
  address: { line1: '14 Hospital Road', line2: '', city: 'Kisumu', region: 'Kisumu County', postalCode: '40100', country: 'Kenya' },
  registration: { body: 'Nursing Council', number: 'NCK-45821', expiryDate: inDays(300) },
  education: [
    { id: 'edu-1', institution: 'University of Nairobi', qualification: 'BSc Nursing', fieldOfStudy: 'Nursing', startDate: '2010-09-01', endDate: '2014-07-31', grade: 'Second class upper' },
  ],
  employment: [
    { id: 'job-2', employer: 'County Hospital', position: 'Nursing Officer', startDate: '2018-01-08', endDate: null, duties: 'ICU nursing.\nNight shifts.', reasonForLeaving: '' },
    { id: 'job-1', employer: 'Mission Hospital', position: 'Staff Nurse', startDate: '2014-09-01', endDate: '2017-12-22', duties: 'General wards.', reasonForLeaving: 'Promotion' },
  ],
  referees: [{ id: 'ref-1', ...referee('Mary Njeri') }, { id: 'ref-2', ...referee('Peter Kamau') }],
  personalStatement: 'I have ten years of nursing experience, six of them in critical care, and I teach students on every shift.',
};
