/**
 * Document storage throughput: the database content store (parts in PostgreSQL, what several
 * instances share) against the disk store (files in the data dir, the embedded default), in one
 * run, on the same database for the rows. Each round records a document (the row and its content,
 * in the transaction that holds the applicant's row lock, as an upload does), then reads it back
 * as a download does (the stream consumed to the end), then deletes it (not timed).
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx scripts/bench-documents.ts
 *   BENCH_SIZES_MB=1,10 BENCH_ROUNDS=20 …   # file sizes and rounds per size
 *
 * Without TEST_DATABASE_URL it runs on PGlite (the database store then measures PGlite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../server/db/connection.js';
import { migrationsFolder } from '../server/plugins/database.js';
import { users } from '../server/db/schema.js';
import { DatabaseContentStore, DiskContentStore, type DocumentContentStore } from '../server/modules/careers-documents/content-store.js';
import { DocumentStore } from '../server/modules/careers-documents/service.js';
import { detectType } from '../server/lib/sniff.js';
import { createTestDatabase } from '../test/helpers/database.js';

const SIZES_MB = (process.env.BENCH_SIZES_MB ?? '1,10').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const database = await createTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-docs-'));
const handle = await connectDatabase({ databaseUrl: database.url, pgliteDir: 'memory://', migrationsFolder: migrationsFolder() });
const [user] = await handle.db
  .insert(users)
  .values({ email: 'bench@example.org', username: 'bench', fullName: 'Bench', passwordHash: 'x', role: 'client', status: 'active' })
  .returning({ id: users.id });

function pdfOf(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 7919 + (i >> 11)) & 255; // not compressible, like a real PDF's streams
  Buffer.from('%PDF-1.7\n').copy(data);
  return data;
}

async function measure(content: DocumentContentStore, data: Buffer) {
  const store = new DocumentStore(handle.db, content);
  const type = detectType(data)!;
  let upload = 0;
  let download = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const row = await store.add(user!.id, 'cv', 'bench.pdf', data, type);
    upload += performance.now() - started;
    const reading = performance.now();
    const opened = await store.open(row);
    let received = 0;
    for await (const chunk of opened!.stream) received += (chunk as Buffer).length;
    download += performance.now() - reading;
    if (received !== data.length) throw new Error(`${content.kind}: read ${received} of ${data.length} bytes`);
    await store.remove(user!.id, row.id);
  }
  const mb = (data.length * ROUNDS) / 1024 / 1024;
  return { uploadMBs: mb / (upload / 1000), downloadMBs: mb / (download / 1000) };
}

const engine = database.url ? 'PostgreSQL' : 'PGlite';
console.log(`document stores on ${engine}: ${ROUNDS} rounds per size (upload = row + content in one transaction; download = stream read to the end)`);
console.log('size    store      upload MB/s  download MB/s');
try {
  for (const sizeMb of SIZES_MB) {
    const data = pdfOf(Math.round(sizeMb * 1024 * 1024));
    const disk = await measure(new DiskContentStore(dataDir), data);
    const db = await measure(new DatabaseContentStore(handle.db), data);
    const row = (name: string, r: { uploadMBs: number; downloadMBs: number }) =>
      console.log(`${`${sizeMb} MB`.padEnd(8)}${name.padEnd(11)}${r.uploadMBs.toFixed(1).padStart(11)}${r.downloadMBs.toFixed(1).padStart(15)}`);
    row('disk', disk);
    row('database', db);
    console.log(`${''.padEnd(8)}${'db/disk'.padEnd(11)}${(db.uploadMBs / disk.uploadMBs).toFixed(2).padStart(11)}${(db.downloadMBs / disk.downloadMBs).toFixed(2).padStart(15)}`);
  }
} finally {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
