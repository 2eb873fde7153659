/**
 * What grew between two V8 heap snapshots (.heapsnapshot files, e.g. the two `npm run soak` takes
 * with SOAK_HEAP_SNAPSHOTS=1): the live objects' own sizes and counts summed per kind and name
 * (constructor, or "(string)", "(closure) name", "(compiled code)"...), largest growth first.
 *
 *   npx tsx scripts/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

type Totals = Map<string, { size: number; count: number }>;

/** Own size and count per "kind name" of every node in the snapshot. */
export function totals(file: string): Totals {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const out: Totals = new Map();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt]!]!;
    // Strings and numbers are grouped by kind alone: their "name" is their value.
    const name = ['string', 'concatenated string', 'sliced string', 'number', 'hidden'].includes(type) ? '' : snap.strings[snap.nodes[i + nameAt]!]!;
    const key = `(${type}) ${name.slice(0, 80)}`;
    const entry = out.get(key) ?? { size: 0, count: 0 };
    entry.size += snap.nodes[i + sizeAt]!;
    entry.count += 1;
    out.set(key, entry);
  }
  return out;
}

function main() {
  const [before, after, rows = '25'] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: tsx scripts/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
  const a = totals(before);
  const b = totals(after);
  const sum = (t: Totals) => [...t.values()].reduce((n, e) => n + e.size, 0);
  const keys = new Set([...a.keys(), ...b.keys()]);
  const diff = [...keys].map((key) => {
    const x = a.get(key) ?? { size: 0, count: 0 };
    const y = b.get(key) ?? { size: 0, count: 0 };
    return { key, size: y.size - x.size, count: y.count - x.count, after: y.size };
  });
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`heap: ${kb(sum(a))} -> ${kb(sum(b))} (${kb(sum(b) - sum(a))})\n`);
  console.log(`${'growth'.padStart(10)} ${'objects'.padStart(9)} ${'now'.padStart(10)}  kind and name`);
  for (const d of diff.sort((x, y) => y.size - x.size).slice(0, Number(rows))) console.log(`${kb(d.size).padStart(10)} ${String(d.count).padStart(9)} ${kb(d.after).padStart(10)}  ${d.key}`);
  console.log('\nshrank most:');
  for (const d of diff.sort((x, y) => x.size - y.size).slice(0, 8)) console.log(`${kb(d.size).padStart(10)} ${String(d.count).padStart(9)} ${kb(d.after).padStart(10)}  ${d.key}`);
}

if (process.argv[1]?.endsWith('heap-diff.ts')) main();
