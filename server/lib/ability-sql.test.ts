import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { subject } from '@casl/ability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type AbilityRule } from '../../common/ability.js';
import { abilityCondition, AbilitySqlError, astToSql } from './ability-sql.js';

/**
 * The translation of CASL rules into SQL, case by case, run on a real (embedded) PostgreSQL over a
 * few rows, next to CASL's own answer for each row.
 */
const dialect = new PgDialect();
const columns = { id: sql`r.id`, jobId: sql`r.job_id`, status: sql`r.status`, applicantId: sql`r.applicant_id`, department: sql`r.department` };
const ROWS = [
  { id: 1, jobId: 1, status: 'submitted', applicantId: 10, department: 'nursing' },
  { id: 2, jobId: 2, status: 'draft', applicantId: 11, department: 'nursing' },
  { id: 3, jobId: 3, status: 'interview', applicantId: null, department: 'pharmacy' },
  { id: 4, jobId: 1, status: 'shortlisted', applicantId: 5, department: null },
];

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create table r (id int, job_id int, status text, applicant_id int, department text);
    insert into r values (1, 1, 'submitted', 10, 'nursing'), (2, 2, 'draft', 11, 'nursing'), (3, 3, 'interview', null, 'pharmacy'), (4, 1, 'shortlisted', 5, null);`);
});
afterAll(() => db.close());

async function idsWhere(condition: SQL): Promise<number[]> {
  const query = dialect.sqlToQuery(sql`select id from r where ${condition} order by id`);
  const result = await db.query<{ id: number }>(query.sql, query.params);
  return result.rows.map((r) => r.id);
}

/** What CASL says row by row, and what the SQL selects: they must be the same ids. */
async function agree(rules: AbilityRule[]) {
  const ability = buildAbility(rules);
  const expected = ROWS.filter((row) => ability.can('read', subject('Application', { ...row }))).map((r) => r.id);
  const { condition } = abilityCondition(ability, 'read', 'Application', columns);
  expect(await idsWhere(condition)).toEqual(expected);
  return expected;
}

describe('ability to SQL', () => {
  it('no rule at all (null AST) selects nothing', async () => {
    expect(astToSql(null, columns).shape).toBe('false');
    expect(await agree([])).toEqual([]);
    expect(await agree([{ action: 'read', subject: 'Job' }])).toEqual([]);
  });

  it('a rule without conditions ({and: []}) selects everything', async () => {
    expect(astToSql({ operator: 'and', value: [] }, columns).shape).toBe('true');
    expect(await agree([{ action: 'read', subject: 'Application' }])).toEqual([1, 2, 3, 4]);
  });

  it('an empty $in selects nothing and an empty $nin everything (not drizzle’s undefined)', async () => {
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { jobId: { $in: [] } } }])).toEqual([]);
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { jobId: { $nin: [] } } }])).toEqual([1, 2, 3, 4]);
    expect(astToSql({ operator: 'or', value: [] }, columns).shape).toBe('false');
  });

  it('an inverted rule keeps rows whose field is NULL (CASL: null is not equal to me)', async () => {
    expect(await agree([{ action: 'manage', subject: 'all' }, { action: 'manage', subject: 'Application', conditions: { applicantId: 5 }, inverted: true }])).toEqual([1, 2, 3]);
  });

  it('$ne keeps NULLs and $in / $nin / $eq null follow CASL', async () => {
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { department: { $ne: 'nursing' } } }])).toEqual([3, 4]);
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { department: { $nin: ['nursing'] } } }])).toEqual([3, 4]);
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { department: null } }])).toEqual([4]);
    expect(await agree([{ action: 'read', subject: 'Application', conditions: { department: { $in: ['pharmacy', null] } } }])).toEqual([3, 4]);
  });

  it('several rules are OR-ed, the conditions of one rule AND-ed, and the inverted rule applies to all', async () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'Application', conditions: { jobId: { $in: [1, 2] }, status: { $ne: 'draft' } } },
      { action: 'read', subject: 'Application', conditions: { department: { $in: ['pharmacy'] } } },
      { action: 'manage', subject: 'Application', conditions: { applicantId: 5 }, inverted: true },
    ];
    expect(await agree(rules)).toEqual([1, 3]);
  });

  it('binds values through the caller’s binder, and the shape does not depend on them', () => {
    const named: Record<string, unknown> = {};
    const bind = (name: string, value: unknown) => ((named[name] = value), sql.placeholder(name));
    const a = abilityCondition(buildAbility([{ action: 'read', subject: 'Application', conditions: { jobId: { $in: [1, 2] } } }]), 'read', 'Application', columns, bind);
    const b = abilityCondition(buildAbility([{ action: 'read', subject: 'Application', conditions: { jobId: { $in: [7, 9] } } }]), 'read', 'Application', columns);
    expect(a.shape).toBe(b.shape);
    expect(named).toEqual({ ability0: 1, ability1: 2 });
  });

  it('throws on an operator or a field it does not know, rather than widening access', () => {
    expect(() => astToSql({ operator: 'regex', field: 'status', value: 'x' }, columns)).toThrow(AbilitySqlError);
    expect(() => astToSql({ operator: 'eq', field: 'salary', value: 1 }, columns)).toThrow(AbilitySqlError);
    expect(() => astToSql({ operator: 'eq', field: 'status', value: { $gt: 1 } }, columns)).toThrow(AbilitySqlError);
    const elemMatch = buildAbility([{ action: 'read', subject: 'Application', conditions: { tags: { $elemMatch: { a: 1 } } } }]);
    expect(() => abilityCondition(elemMatch, 'read', 'Application', columns)).toThrow(AbilitySqlError);
  });
});
