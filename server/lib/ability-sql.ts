import { rulesToAST } from '@casl/ability/extra';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Action, AppAbility, Subject } from '../../common/ability.js';

/**
 * The caller's CASL rules as an SQL condition: lists, counts, figures and exports are filtered in
 * the database by the very rules a single record is checked against (`ability.can(action,
 * subject(type, row))`), so the two cannot disagree. CASL 7 has `rulesToAST` (no `rulesToQuery`);
 * its edge cases, mapped one by one:
 * - no rule applies: the AST is `null`, which means FALSE (nothing);
 * - a rule without conditions: `{ and: [] }`, which means TRUE (everything);
 * - an empty `$in`: FALSE, an empty `$nin`: TRUE (never drizzle's `and()`/`or()` without arguments,
 *   which return undefined, i.e. no condition at all);
 * - an inverted rule: `not(...)`. SQL's three values would turn `not (applicant_id = 5)` into
 *   NULL for an application without applicant, where CASL says true; so `not` is `is not true`,
 *   `$ne` is `is distinct from` and `$eq: null` is `is null`;
 * - any operator or field not in the map throws: an unknown condition never widens access.
 */

/** The SQL of each field a rule may name (a column, or an expression such as a job's department). */
export type AbilityColumns = Record<string, Column | SQL>;

/**
 * How a value enters the SQL: as a parameter of its own (the default), or through the caller's
 * binder (named placeholders of a prepared statement).
 */
export type AbilityBind = (name: string, value: unknown) => unknown;

interface AstNode {
  operator: string;
  field?: string;
  value: unknown;
}

export class AbilitySqlError extends Error {}

const TRUE = sql`true`;
const FALSE = sql`false`;

/** A condition and its shape (the SQL text without values: what keeps a prepared statement reusable). */
export interface AbilityCondition {
  condition: SQL;
  shape: string;
}

/** The condition under which `ability` allows `action` on rows of `subjectType`, over `columns`. */
export function abilityToSql(ability: AppAbility, action: Action, subjectType: Exclude<Subject, 'all'>, columns: AbilityColumns, bind?: AbilityBind): SQL {
  return abilityCondition(ability, action, subjectType, columns, bind).condition;
}

/** `abilityToSql` with the condition's shape. */
export function abilityCondition(ability: AppAbility, action: Action, subjectType: Exclude<Subject, 'all'>, columns: AbilityColumns, bind?: AbilityBind): AbilityCondition {
  return astToSql(rulesToAST(ability, action, subjectType) as AstNode | null, columns, bind);
}

/** The translation itself (exported for its unit tests). */
export function astToSql(ast: AstNode | null, columns: AbilityColumns, bind?: AbilityBind): AbilityCondition {
  if (ast === null) return { condition: FALSE, shape: 'false' };
  let n = 0;
  const value = (v: unknown) => {
    if (!bind) return sql`${v}`;
    return sql`${bind(`ability${n++}`, v)}`;
  };
  const column = (field: string | undefined): Column | SQL => {
    if (field === undefined || !Object.hasOwn(columns, field)) throw new AbilitySqlError(`The ability names a field the SQL filter does not know: ${String(field)}`);
    return columns[field]!;
  };
  const scalar = (v: unknown, operator: string) => {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return v;
    throw new AbilitySqlError(`Unsupported value for ${operator}: ${JSON.stringify(v)}`);
  };
  const list = (v: unknown, operator: string) => {
    if (!Array.isArray(v)) throw new AbilitySqlError(`${operator} needs a list`);
    return v.map((item) => scalar(item, operator));
  };

  function walk(node: AstNode): { condition: SQL; shape: string } {
    switch (node.operator) {
      case 'and':
      case 'or': {
        const parts = (node.value as AstNode[]).map(walk);
        // No part: `and` is TRUE, `or` is FALSE (never drizzle's and()/or() without arguments).
        if (parts.length === 0) return node.operator === 'and' ? { condition: TRUE, shape: 'true' } : { condition: FALSE, shape: 'false' };
        const joiner = node.operator === 'and' ? sql` and ` : sql` or `;
        return { condition: sql`(${sql.join(parts.map((p) => p.condition), joiner)})`, shape: `${node.operator}(${parts.map((p) => p.shape).join(',')})` };
      }
      case 'not': {
        const inner = (node.value as AstNode[]).map(walk);
        if (inner.length !== 1) throw new AbilitySqlError('not takes one condition');
        return { condition: sql`((${inner[0]!.condition}) is not true)`, shape: `not(${inner[0]!.shape})` };
      }
      case 'eq': {
        const col = column(node.field);
        const v = scalar(node.value, 'eq');
        if (v === null) return { condition: sql`(${col} is null)`, shape: `${node.field}=null` };
        return { condition: sql`(${col} = ${value(v)})`, shape: `${node.field}=?` };
      }
      case 'ne': {
        const col = column(node.field);
        const v = scalar(node.value, 'ne');
        if (v === null) return { condition: sql`(${col} is not null)`, shape: `${node.field}!=null` };
        return { condition: sql`(${col} is distinct from ${value(v)})`, shape: `${node.field}!=?` };
      }
      case 'in':
      case 'nin': {
        const col = column(node.field);
        const values = list(node.value, node.operator);
        const present = values.filter((v) => v !== null);
        const hasNull = present.length !== values.length;
        const parts: SQL[] = [];
        if (present.length) parts.push(sql`${col} in (${sql.join(present.map(value), sql`, `)})`);
        if (hasNull) parts.push(sql`${col} is null`);
        const shape = `${node.field} ${node.operator} ${present.length}${hasNull ? '+null' : ''}`;
        // An empty list: `$in` matches nothing, `$nin` everything.
        const member = parts.length === 0 ? FALSE : sql`(${sql.join(parts, sql` or `)})`;
        return { condition: node.operator === 'in' ? member : sql`((${member}) is not true)`, shape };
      }
      case 'lt':
      case 'lte':
      case 'gt':
      case 'gte': {
        const col = column(node.field);
        const v = scalar(node.value, node.operator);
        if (v === null) return { condition: FALSE, shape: 'false' };
        const op = { lt: sql`<`, lte: sql`<=`, gt: sql`>`, gte: sql`>=` }[node.operator];
        return { condition: sql`(${col} ${op} ${value(v)})`, shape: `${node.field}${node.operator}?` };
      }
      default:
        throw new AbilitySqlError(`The SQL filter does not know the operator "${node.operator}"`);
    }
  }
  return walk(ast);
}
