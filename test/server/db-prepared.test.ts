import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { MAX_PREPARED, preparedRows } from '../../server/db/prepared.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.execute(sql`create table prepared_probe (id serial primary key, label text not null, at timestamptz)`);
});
afterAll(async () => t?.close());

const labels = (rows: (string | null)[][]) => rows.map((r) => r[0]);

describe('prepared statements (the hot reads)', () => {
  it('answers the rows as text, the same statement with other parameters each time', async () => {
    await t.app.db.execute(sql`insert into prepared_probe (label, at) values ('alpha', '2026-01-02T03:04:05Z'), ('beta', null), ('o''hara; drop table users', null)`);
    const find = (label: string | null) => preparedRows(t.app.db, sql`select label, at, id from prepared_probe where label = ${label} or (${label}::text is null and label is null) order by id`);
    expect(await find('alpha')).toEqual([['alpha', expect.stringMatching(/^2026-01-02 03:04:05\+00/), expect.any(String)]]);
    expect(labels(await find('beta'))).toEqual(['beta']);
    expect(labels(await find("o'hara; drop table users"))).toEqual(["o'hara; drop table users"]);
    expect(await find(null)).toEqual([]);
    const since = await preparedRows(t.app.db, sql`select label from prepared_probe where at >= ${new Date('2026-01-01T00:00:00Z')}`);
    expect(labels(since)).toEqual(['alpha']);
  });

  it('an error leaves the session usable, and the statement runs again with good parameters', async () => {
    const count = (n: string) => preparedRows(t.app.db, sql`select count(*) from prepared_probe where id > ${n}::int`);
    await expect(count('not a number')).rejects.toThrow();
    expect(await count('0')).toEqual([['3']]);
    await expect(preparedRows(t.app.db, sql`select nope from prepared_probe`)).rejects.toThrow();
    expect(await count('1')).toEqual([['2']]);
  });

  it('never reads inside another caller’s open transaction (no dirty reads)', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const rolledBack = t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (label) values ('uncommitted')`);
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await new Promise((r) => setTimeout(r, 20));
    const read = preparedRows(t.app.db, sql`select label from prepared_probe where label = ${'uncommitted'}`);
    release();
    expect(await rolledBack).toBe('rolled back');
    expect(await read).toEqual([]);
  });

  it(`keeps working beyond ${MAX_PREPARED} distinct statements (the oldest are closed)`, async () => {
    for (let i = 0; i <= MAX_PREPARED + 5; i++) expect(await preparedRows(t.app.db, sql.raw(`select ${i} + 0`))).toEqual([[String(i)]]);
    expect(await preparedRows(t.app.db, sql.raw('select 0 + 0'))).toEqual([['0']]);
  });
});
