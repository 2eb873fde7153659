import { createHash } from 'node:crypto';
import { PGlite, protocol } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './connection.js';

/** Distinct statements kept prepared per PGlite instance; the oldest is closed beyond this. */
export const MAX_PREPARED = 200;

const dialect = new PgDialect();
const decoder = new TextDecoder();

/**
 * PGlite's query() parses, plans and describes every statement again, in six calls into the
 * engine. A statement prepared once under a name is then one call (bind, execute, sync): about
 * three times less work for a hot read. The names in use, per instance, oldest first.
 */
const preparedByInstance = new WeakMap<PGlite, Map<string, string>>();

const statementName = (text: string) => `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A parameter as PostgreSQL's text format has it. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

type PGliteInternals = PGlite & { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

async function runOnPglite(client: PGlite, text: string, params: unknown[]): Promise<(string | null)[][]> {
  // Like query(): never inside another caller's open transaction, never alongside another statement.
  return (client as PGliteInternals)._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let names = preparedByInstance.get(client);
      if (!names) preparedByInstance.set(client, (names = new Map()));
      let name = names.get(text);
      const messages: Uint8Array[] = [];
      if (!name) {
        name = statementName(text);
        if (names.size >= MAX_PREPARED) {
          const [oldestText, oldestName] = names.entries().next().value!;
          names.delete(oldestText);
          messages.push(protocol.serialize.close({ type: 'S', name: oldestName }));
        }
        messages.push(protocol.serialize.parse({ name, text, types: [] }));
      }
      messages.push(protocol.serialize.bind({ statement: name, values: params.map(asText) }), protocol.serialize.execute({}), protocol.serialize.sync());
      // One call into the engine; an error anywhere is thrown after the sync has reset the session.
      const parsing = !names.has(text);
      const answers = await client.execProtocol(concat(messages), { syncToFs: false }).then(
        (result) => result.messages,
        async (error: unknown) => {
          // The parse may have succeeded before the bind failed: forget the name on both sides.
          if (parsing) await client.execProtocol(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false, throwOnError: false });
          throw error;
        },
      );
      names.set(text, name);
      return answers
        .filter((m): m is typeof m & { fields: (string | Uint8Array | null)[] } => m.name === 'dataRow')
        .map((row) => row.fields.map((f) => (f === null ? null : typeof f === 'string' ? f : decoder.decode(f))));
    }),
  );
}

async function runOnPostgres(pool: pg.Pool, text: string, params: unknown[]): Promise<(string | null)[][]> {
  // node-postgres prepares a named statement once per connection.
  const result = await pool.query<(string | null)[]>({ name: statementName(text), text, values: params.map(asText), rowMode: 'array', types: { getTypeParser: () => (v: string) => v } });
  return result.rows;
}

/**
 * Runs a read-only statement as a named prepared statement, on PGlite or PostgreSQL alike, and
 * answers its rows as arrays of the columns' text. Only for hot reads whose SQL text takes few
 * shapes (each distinct text is one prepared statement); never inside a transaction.
 */
export async function preparedRows(db: Database, query: SQL): Promise<(string | null)[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runPrepared(db, text, params);
}

/** The same, from SQL text with $n parameters (for callers that keep the text of their statements). */
export async function runPrepared(db: Database, text: string, params: unknown[]): Promise<(string | null)[][]> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof PGlite ? runOnPglite(client, text, params) : runOnPostgres(client, text, params);
}
