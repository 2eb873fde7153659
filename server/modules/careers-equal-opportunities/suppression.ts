import { FAIRNESS_MINIMUM_GROUP, FAIRNESS_STAGES } from '../../../common/equal-opportunities.js';

/**
 * Which counts of the fairness report may be shown (pure; the rules are in the README's "Fairness
 * report" section). A row is one group of a question across the stages; a column one stage. Counts
 * are of applications; the threshold is on people (one person's applications to several jobs of a
 * department count once towards the 5).
 *
 * 1. A group of fewer than 5 people (at "applied") is hidden whole: "fewer than 5".
 * 2. A cell of 1–4 people is hidden.
 * 3. Across stages (a row): the number who left between two shown stages is a count of people too,
 *    so it must be 0 or at least 5; else the later cell is hidden (compared with the last shown one).
 *    Hiding more cells only merges such gaps, and a sum of gaps that are 0 or ≥ 5 is 0 or ≥ 5.
 * 4. Down a stage (a column) the total is shown: no hidden cell may be worked out from it. A reader
 *    knows each hidden cell's range from its row (the counts only fall from stage to stage; a group
 *    of "fewer than 5" applied 1 to 4 times), and that the hidden cells add up to the total minus
 *    the shown ones; complements (the smallest shown counts, zeros last) are hidden until no hidden
 *    cell is pinned to one value. Where that cannot be done, the stage is hidden whole: its total
 *    and its cells in every question (the totals are the same people in each question, so a fully
 *    shown column of another question would give the total back).
 * The totals row follows rules 2–3 itself; where it hides a total, each question's column keeps at
 * least one hidden cell its row does not pin (or the column's sum would be the total).
 */

export interface CountRow {
  /** Applications that reached each stage (or a later one), in FAIRNESS_STAGES order. */
  applications: number[];
  /** Distinct people among them. */
  people: number[];
}

export interface ShownRow {
  fewerThanFive: boolean;
  hidden: boolean[];
}

const STAGES = FAIRNESS_STAGES.length;
const small = (n: number) => n > 0 && n < FAIRNESS_MINIMUM_GROUP;

/** Rules 1–3 for one row. */
export function rowRules(row: CountRow): ShownRow {
  if (small(row.people[0]!)) return { fewerThanFive: true, hidden: Array<boolean>(STAGES).fill(true) };
  const hidden: boolean[] = [];
  let lastShown: number | undefined;
  for (let k = 0; k < STAGES; k++) {
    const count = row.applications[k]!;
    const hide = small(row.people[k]!) || (lastShown !== undefined && small(lastShown - count));
    hidden.push(hide);
    if (!hide) lastShown = count;
  }
  return { fewerThanFive: false, hidden };
}

/**
 * What a reader of the shown numbers knows of a hidden cell of `row` at `stage`: the counts fall
 * from stage to stage, so it lies between the shown counts before and after it; a group shown as
 * "fewer than 5" applied 1 to 4 times.
 */
export function cellBounds(row: CountRow, shown: ShownRow, stage: number): [number, number] {
  let hi = shown.fewerThanFive ? FAIRNESS_MINIMUM_GROUP - 1 : Infinity;
  for (let k = stage - 1; k >= 0; k--) {
    if (!shown.hidden[k]) {
      hi = row.applications[k]!;
      break;
    }
  }
  let lo = shown.fewerThanFive && stage === 0 ? 1 : 0;
  for (let k = stage + 1; k < STAGES; k++) {
    if (!shown.hidden[k]) {
      lo = row.applications[k]!;
      break;
    }
  }
  return [lo, hi];
}

/**
 * The hidden cells of one stage that differencing pins to one value: each one's range from its row,
 * narrowed by the stage's total minus the shown cells minus the other hidden cells' ranges.
 */
export function pinnedCells(total: number, rows: CountRow[], shown: ShownRow[], stage: number): number[] {
  const hidden = rows.map((_, i) => i).filter((i) => shown[i]!.hidden[stage]);
  const rest = total - rows.reduce((sum, row, i) => sum + (shown[i]!.hidden[stage] ? 0 : row.applications[stage]!), 0);
  const ranges = hidden.map((i) => cellBounds(rows[i]!, shown[i]!, stage));
  const sumLo = ranges.reduce((sum, [lo]) => sum + lo, 0);
  const sumHi = ranges.reduce((sum, [, hi]) => sum + hi, 0);
  return hidden.filter((_, n) => {
    const [lo, hi] = ranges[n]!;
    const low = Math.max(lo, rest - (sumHi - hi));
    const high = Math.min(hi, rest - (sumLo - lo));
    return low >= high;
  });
}

/** A complement's cost: the smallest count hides least, but a zero last (a hidden zero next to zeros is easily guessed). */
const weight = (count: number) => (count === 0 ? Number.MAX_SAFE_INTEGER : count);

/** Whether a stage of one question is safe: with its total shown, no hidden cell pinned; with it hidden, one hidden cell its row does not pin. */
function safe(total: number | null, rows: CountRow[], shown: ShownRow[], stage: number): boolean {
  if (total === null) {
    return rows.some((row, i) => {
      if (!shown[i]!.hidden[stage]) return false;
      const [lo, hi] = cellBounds(row, shown[i]!, stage);
      return hi > lo;
    });
  }
  return total === 0 || pinnedCells(total, rows, shown, stage).length === 0;
}

/**
 * Rule 4 for one question's rows, given the stage totals (null where hidden). Changes `shown` in
 * place; answers the stages no complement can protect, empty when done.
 */
function complements(rows: CountRow[], shown: ShownRow[], totals: (number | null)[]): number[] {
  const unprotected: number[] = [];
  for (let k = 0; k < STAGES; k++) {
    // Nothing of the stage shown, not even its total: nothing to work out.
    if (totals[k] === null && rows.every((_, i) => shown[i]!.hidden[k])) continue;
    while (!safe(totals[k] ?? null, rows, shown, k)) {
      const candidates = rows
        .map((row, i) => ({ i, count: row.applications[k]! }))
        .filter(({ i }) => !shown[i]!.hidden[k])
        .sort((a, b) => weight(a.count) - weight(b.count) || a.i - b.i);
      if (candidates.length === 0) {
        unprotected.push(k);
        break;
      }
      // The first candidate that makes the stage safe on its own; else the first, and look again.
      const pick =
        candidates.find(({ i }) => {
          shown[i]!.hidden[k] = true;
          const enough = safe(totals[k] ?? null, rows, shown, k);
          shown[i]!.hidden[k] = false;
          return enough;
        }) ?? candidates[0]!;
      shown[pick.i]!.hidden[k] = true;
    }
  }
  return unprotected;
}

export interface Suppressed {
  totals: boolean[];
  questions: ShownRow[][];
}

/** Every rule, over the totals row and each question's rows; `hidden` true = not shown. */
export function suppress(totals: CountRow, questions: CountRow[][]): Suppressed {
  const totalHidden = rowRules(totals).hidden;
  // Stages hidden whole (total and every cell of every question): no complement could protect them.
  const wholeStages = new Set<number>();
  for (;;) {
    const shownQuestions = questions.map((rows) =>
      rows.map((row) => {
        const shown = rowRules(row);
        for (const k of wholeStages) shown.hidden[k] = true;
        return shown;
      }),
    );
    const more = new Set<number>();
    questions.forEach((rows, q) => {
      for (const k of complements(rows, shownQuestions[q]!, totals.applications.map((n, k) => (totalHidden[k] ? null : n)))) if (!wholeStages.has(k)) more.add(k);
    });
    if (more.size === 0) return { totals: totalHidden, questions: shownQuestions };
    for (const k of more) {
      totalHidden[k] = true;
      wholeStages.add(k);
    }
  }
}
