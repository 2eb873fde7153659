import { createServer } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';
import { isStorageFull } from './storage-full.js';

/** The errors the classification sees, produced for real where they can be (a refused connection, a closed database, SQL errors). */
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('it succeeded'), (err: unknown) => err);

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table t (id int primary key)');
  await db.exec('insert into t values (1)');
});
afterAll(async () => {
  if (!db.closed) await db.close();
});

describe('isDatabaseUnavailable', () => {
  it('a refused connection, directly and as an AggregateError of addresses', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const refused = await failure(new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' }).connect());
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  it("the server's connection-level SQLSTATEs, and node-postgres's words for a cut connection", () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code, severity: 'FATAL' })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('a closed database, also inside the error drizzle wraps it in', async () => {
    const other = await PGlite.create();
    const orm = drizzle(other);
    await other.close();
    const err = await failure(orm.execute(sql`select 1`));
    expect((err as Error).constructor.name).toBe('DrizzleQueryError');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('real SQL errors are not: constraint, syntax, division by zero, a full disk', async () => {
    const orm = drizzle(db);
    for (const statement of [sql`insert into t values (1)`, sql`selec 1`, sql`select 1/0`, sql`select * from missing`]) {
      const err = await failure(orm.execute(statement));
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('could not extend file'), { code: '53100', severity: 'ERROR' }))).toBe(false);
  });

  it("another service's timeout (a mail server's, without a socket syscall) is not the database's", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT', command: 'CONN' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' }))).toBe(true);
  });
});

describe('isStorageFull', () => {
  it("Node's ENOSPC (a real one, from /dev/full) and EDQUOT, PostgreSQL's disk_full, PGlite's file-system ErrnoError", async () => {
    const full = await failure(writeFile('/dev/full', 'x'));
    expect(isStorageFull(full)).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isStorageFull(new Error('wrapped', { cause: Object.assign(new Error('could not extend file'), { code: '53100', severity: 'ERROR' }) }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 }))).toBe(true);
  });

  it('other failures are not', async () => {
    expect(isStorageFull(await failure(drizzle(db).execute(sql`insert into t values (1)`)))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('exists'), { code: 'EEXIST' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 28 }))).toBe(false);
    expect(isStorageFull(new Error('ENOSPC mentioned in words only'))).toBe(false);
  });
});
