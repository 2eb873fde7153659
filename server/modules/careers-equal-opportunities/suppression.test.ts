import { describe, expect, it } from 'vitest';
import { suppress, type CountRow, type ShownRow } from './suppression.js';

/** Counts of a group whose applications = people (one job). */
const row = (...counts: number[]): CountRow => ({ applications: counts, people: counts });
const sumRows = (rows: CountRow[]): CountRow => ({
  applications: rows[0]!.applications.map((_, k) => rows.reduce((s, r) => s + r.applications[k]!, 0)),
  people: rows[0]!.people.map((_, k) => rows.reduce((s, r) => s + r.people[k]!, 0)),
});

/** What someone reading the shown numbers can tell of each hidden cell: the counts fall stage by stage, so it lies between its row's shown neighbours. */
function bounds(r: CountRow, shown: ShownRow, k: number): [number, number] {
  let hi = shown.fewerThanFive ? 4 : Infinity;
  for (let j = k - 1; j >= 0; j--) if (!shown.hidden[j]) { hi = r.applications[j]!; break; }
  let lo = shown.fewerThanFive && k === 0 ? 1 : 0;
  for (let j = k + 1; j < r.applications.length; j++) if (!shown.hidden[j]) { lo = r.applications[j]!; break; }
  return [lo, hi];
}

/**
 * An attacker's differencing, independent of the implementation: for each stage whose total is
 * shown, each hidden cell's range from its row, narrowed by "the total minus the shown cells minus
 * the other hidden cells' ranges". Answers the cells that end up known exactly.
 */
function recoverable(total: number, rows: CountRow[], shown: ShownRow[], k: number): number[] {
  const hidden = rows.map((_, i) => i).filter((i) => shown[i]!.hidden[k]);
  const rest = total - rows.reduce((s, r, i) => s + (shown[i]!.hidden[k] ? 0 : r.applications[k]!), 0);
  return hidden.filter((i) => {
    const [lo, hi] = bounds(rows[i]!, shown[i]!, k);
    const others = hidden.filter((j) => j !== i).map((j) => bounds(rows[j]!, shown[j]!, k));
    const low = Math.max(lo, rest - others.reduce((s, [, h]) => s + h, 0));
    const high = Math.min(hi, rest - others.reduce((s, [l]) => s + l, 0));
    return low === high;
  });
}

/** A pseudo-random population: each person answers each question (skewed) and reaches a stage. */
function population(seed: number, people: number, groups: number[]) {
  let x = seed;
  const next = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const persons = Array.from({ length: people }, () => ({ answers: groups.map((n) => Math.floor(next() ** 2 * n)), stage: 1 + Math.floor(next() ** 1.5 * 5) }));
  const tally = (members: typeof persons) => row(...[1, 2, 3, 4, 5].map((s) => members.filter((p) => p.stage >= s).length));
  return {
    totals: tally(persons),
    questions: groups.map((n, q) => Array.from({ length: n }, (_, g) => tally(persons.filter((p) => p.answers[q] === g)))),
  };
}

describe('fairness report suppression', () => {
  it('hides a group of fewer than 5 whole, and the cells of 1 to 4 people of a bigger group', () => {
    const rows = [row(3, 2, 1, 0, 0), row(40, 20, 10, 4, 0), row(30, 15, 8, 6, 5)];
    const { questions } = suppress(sumRows(rows), [rows]);
    expect(questions[0]![0]).toEqual({ fewerThanFive: true, hidden: [true, true, true, true, true] });
    expect(questions[0]![1]!.hidden[3]).toBe(true);
    expect(questions[0]![1]!.hidden[0]).toBe(false);
  });

  it('hides a second cell of a stage when one is hidden and the total is shown, so the total minus the others does not give it', () => {
    const rows = [row(40, 20, 2, 0, 0), row(40, 22, 12, 6, 5), row(50, 30, 20, 10, 5)];
    const totals = sumRows(rows);
    const { questions, totals: totalHidden } = suppress(totals, [rows]);
    expect(totalHidden[2]).toBe(false);
    const hiddenAtInterview = questions[0]!.filter((r) => r.hidden[2]).length;
    expect(hiddenAtInterview).toBeGreaterThanOrEqual(2);
    expect(recoverable(totals.applications[2]!, rows, questions[0]!, 2)).toEqual([]);
  });

  it('hides a stage whose count differs by 1 to 4 from the last one shown (differencing across stages)', () => {
    const { questions } = suppress(row(60, 40, 20, 10, 10), [[row(30, 28, 10, 5, 5), row(30, 12, 10, 5, 5)]]);
    expect(questions[0]![0]!.hidden[1]).toBe(true);
  });

  it('never pins a hidden count by its row and the totals, nor shows a small count, over many random populations', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const groups = [3 + (seed % 3), 6, 3, 8];
      const { totals, questions } = population(seed, seed % 90, groups);
      const shown = suppress(totals, questions);
      questions.forEach((rows, q) => {
        rows.forEach((r, i) => {
          const s = shown.questions[q]![i]!;
          r.people.forEach((p, k) => {
            if (!s.hidden[k]) expect(p === 0 || p >= 5, `seed ${seed}: a shown count of ${p}`).toBe(true);
          });
        });
        for (let k = 0; k < 5; k++) {
          if (shown.totals[k]) {
            // A hidden total: no question may show the whole stage (its sum would be the total).
            expect(rows.some((_, i) => shown.questions[q]![i]!.hidden[k]), `seed ${seed} stage ${k}`).toBe(true);
          } else {
            // (A total of 0 says every cell is 0: nobody to protect.)
            if (totals.applications[k]! > 0) expect(recoverable(totals.applications[k]!, rows, shown.questions[q]!, k), `seed ${seed} question ${q} stage ${k}`).toEqual([]);
          }
        }
      });
    }
  });
});
