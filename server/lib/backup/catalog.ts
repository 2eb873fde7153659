import { BackupError } from './errors.js';
import type { SqlSession } from './sql-session.js';

/**
 * The portal's tables and sequences as the database's catalog lists them, in every schema that is
 * not PostgreSQL's own (public, drizzle, …) and not owned by an extension: a table added by a
 * future migration is in the backup without anyone listing it here.
 */
const USER_RELATION = `
  n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

export interface ColumnInfo {
  name: string;
  /** format_type(): `integer`, `timestamp with time zone`, `text[]`, … */
  type: string;
  /** How the value travels: as to_jsonb gives it, or wrapped (jsonb: keeps a JSON null apart from SQL NULL; json: as text, keeps it byte for byte). */
  encoding: 'plain' | 'jsonb' | 'json';
  /** Generated columns are computed again on restore, never inserted. */
  generated: boolean;
  /** Whether the backup can carry this type exactly (see SUPPORTED_TYPES). */
  supported: boolean;
}

export interface TableInfo {
  /** `schema.table` */
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

/**
 * Types whose value goes through to_jsonb and jsonb_populate_record unchanged (numbers as JSON
 * numbers, timestamps in ISO 8601 with microseconds and offset, bytea as hex), and json/jsonb (wrapped).
 * A column of any other type stops the backup with its name rather than risk an inexact copy.
 */
const SUPPORTED_TYPES = new Set([
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'real',
  'double precision',
  'boolean',
  'text',
  'character varying',
  'character',
  'uuid',
  'bytea',
  'date',
  'time without time zone',
  'time with time zone',
  'timestamp without time zone',
  'timestamp with time zone',
  'interval',
  'json',
  'jsonb',
  'inet',
  'cidr',
]);

const baseType = (type: string) => type.replace(/(\[\])+$/, '').replace(/\(.*\)$/, '');

export async function listTables(session: SqlSession): Promise<TableInfo[]> {
  const rows = await session.query<{ tbl: string; col: string; type: string; kind: string; generated: string; pk: string | null }>(`
    select n.nspname || '.' || c.relname as tbl, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
           t.typtype::text as kind, (a.attgenerated <> '')::text as generated,
           (select array_position(i.indkey::int2[], a.attnum) from pg_index i where i.indrelid = c.oid and i.indisprimary)::text as pk
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    where c.relkind in ('r', 'p') and ${USER_RELATION}
    order by 1, a.attnum`);
  const tables = new Map<string, TableInfo & { pkAt: [number, string][] }>();
  for (const row of rows) {
    const table = tables.get(row.tbl) ?? { name: row.tbl, columns: [], primaryKey: [], pkAt: [] };
    tables.set(row.tbl, table);
    const base = baseType(row.type);
    const array = row.type.endsWith('[]');
    table.columns.push({
      name: row.col,
      type: row.type,
      encoding: array ? 'plain' : base === 'jsonb' ? 'jsonb' : base === 'json' ? 'json' : 'plain',
      generated: row.generated === 'true',
      // Enumerated types travel as their labels.
      supported: row.kind === 'e' || (SUPPORTED_TYPES.has(base) && !(array && (base === 'json' || base === 'jsonb'))),
    });
    if (row.pk) table.pkAt.push([Number(row.pk), row.col]);
  }
  return [...tables.values()]
    .map(({ pkAt, ...table }) => ({ ...table, primaryKey: pkAt.sort((a, b) => a[0] - b[0]).map(([, col]) => col) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function listSequences(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${USER_RELATION} order by 1`);
  return rows.map((row) => row.name);
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function listForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  return session.query<{ table: string; name: string; definition: string }>(`
    select n.nspname || '.' || c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and ${USER_RELATION} order by 1, 2`);
}

/** Names a backup file can carry: plain lower-case identifiers (what the migrations create). */
const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}\.[a-z_][a-z0-9_]{0,62}$/;

/** Stops the backup, naming the table or column, when something cannot be carried exactly. */
export function assertBackupable(tables: TableInfo[], sequences: string[]) {
  for (const name of [...tables.map((t) => t.name), ...sequences]) {
    if (!PLAIN_NAME.test(name)) throw new BackupError(`cannot back up ${name}: only lower-case names of letters, digits and _ are supported`);
  }
  for (const table of tables) {
    for (const column of table.columns) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(column.name)) throw new BackupError(`cannot back up column ${table.name}.${column.name}: unsupported name`);
      if (!column.supported) throw new BackupError(`cannot back up column ${table.name}.${column.name}: its type ${column.type} is not one the backup carries exactly (server/lib/backup/catalog.ts)`);
    }
  }
}

export interface IndexInfo {
  /** `schema.index` */
  name: string;
  /** CREATE INDEX … as pg_get_indexdef gives it. */
  definition: string;
}

/** Indexes that no constraint owns (a restore builds them once, after the rows, as pg_dump's output does). */
export async function listPlainIndexes(session: SqlSession): Promise<IndexInfo[]> {
  return session.query<{ name: string; definition: string }>(`
    select n.nspname || '.' || x.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class x on x.oid = i.indexrelid join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid) and ${USER_RELATION} order by 1`);
}
