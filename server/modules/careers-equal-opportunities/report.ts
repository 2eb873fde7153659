import {
  FAIRNESS_MINIMUM_GROUP,
  FAIRNESS_STAGES,
  FOUR_FIFTHS,
  MONITORING_QUESTION_IDS,
  MONITORING_QUESTIONS,
  NOT_ANSWERED,
  PREFER_NOT_TO_SAY,
} from '../../../common/equal-opportunities.js';
import { csvDocument } from '../../lib/csv.js';
import type { ReportCounts } from './repo-report.js';
import type { FairnessCell, FairnessGroup, FairnessReport } from './schemas.js';
import { suppress, type CountRow, type ShownRow } from './suppression.js';

/**
 * The fairness report from its counts (pure): every category of every question (in the order of
 * common/equal-opportunities.ts, then `not_answered`), the counts the suppression rules let through,
 * each stage's selection rate (the share of the previous stage that reached it) and its ratio to the
 * highest rate of the question's groups (`prefer_not_to_say` and `not_answered` are not groups to
 * compare), flagged under four fifths. Rates are computed from shown counts only.
 */

const ZERO: CountRow = { applications: FAIRNESS_STAGES.map(() => 0), people: FAIRNESS_STAGES.map(() => 0) };
const round = (n: number) => Math.round(n * 1000) / 1000;

function cells(row: CountRow, shown: ShownRow | { hidden: boolean[] }): FairnessCell[] {
  return FAIRNESS_STAGES.map((stage, k) => {
    const visible = !shown.hidden[k];
    const before = k > 0 && !shown.hidden[k - 1] ? row.applications[k - 1]! : 0;
    const rate = k > 0 && visible && before > 0 ? round(row.applications[k]! / before) : null;
    return { stage, count: visible ? row.applications[k]! : null, hidden: !visible, rate, ratio: null, belowFourFifths: false };
  });
}

/** The unrounded rate of a cell (the shown counts it comes from), for the ratios. */
function exactRate(row: CountRow, cell: FairnessCell, k: number): number | null {
  return cell.rate === null ? null : row.applications[k]! / row.applications[k - 1]!;
}

/** Fills each cell's ratio to the best rate of the comparable groups at its stage (from unrounded rates). */
function compare(groups: (FairnessGroup & { row: CountRow })[]) {
  const comparable = groups.filter((g) => g.group !== PREFER_NOT_TO_SAY && g.group !== NOT_ANSWERED);
  FAIRNESS_STAGES.forEach((_, k) => {
    const rates = comparable.map((g) => exactRate(g.row, g.cells[k]!, k));
    const best = Math.max(0, ...rates.map((r) => r ?? 0));
    if (best <= 0) return;
    comparable.forEach((g, n) => {
      const rate = rates[n];
      if (rate === null || rate === undefined) return;
      const cell = g.cells[k]!;
      cell.ratio = round(rate / best);
      cell.belowFourFifths = rate / best < FOUR_FIFTHS;
    });
  });
}

export function buildReport(counts: ReportCounts, scope: FairnessReport['scope']): FairnessReport {
  const groupsOf = MONITORING_QUESTION_IDS.map((q) => [...MONITORING_QUESTIONS[q], NOT_ANSWERED].map((group) => ({ group, row: counts.questions[q].get(group) ?? ZERO })));
  const shown = suppress(
    counts.totals,
    groupsOf.map((groups) => groups.map((g) => g.row)),
  );
  return {
    scope,
    minimumGroup: FAIRNESS_MINIMUM_GROUP,
    stages: [...FAIRNESS_STAGES],
    totals: cells(counts.totals, { hidden: shown.totals }),
    questions: MONITORING_QUESTION_IDS.map((question, q) => {
      const groups = groupsOf[q]!.map(({ group, row }, i) => {
        const rowShown = shown.questions[q]![i]!;
        return { group, fewerThanFive: rowShown.fewerThanFive, cells: cells(row, rowShown), row };
      });
      compare(groups);
      return { question, groups: groups.map(({ row: _, ...group }) => group) };
    }),
  };
}

/** A hidden count's text in the CSV: the same words the screen uses. */
const hiddenText = (group: { fewerThanFive: boolean }) => (group.fewerThanFive ? 'fewer than 5' : 'hidden');

/** The report as CSV (the same counts, hidden the same way): one line per question, group and stage, then the totals. */
export function reportCsv(report: FairnessReport): string {
  const header = ['Question', 'Group', 'Stage', 'Applications', 'Selection rate', 'Ratio to highest rate', 'Below four fifths'];
  const line = (question: string, group: FairnessGroup | { group: string; fewerThanFive: boolean }, cell: FairnessCell) => [
    question,
    group.group,
    cell.stage,
    cell.count ?? hiddenText(group),
    cell.rate,
    cell.ratio,
    cell.belowFourFifths ? 'yes' : 'no',
  ];
  const rows = [
    ...report.questions.flatMap((q) => q.groups.flatMap((g) => g.cells.map((cell) => line(q.question, g, cell)))),
    ...report.totals.map((cell) => line('all', { group: 'all applications', fewerThanFive: false }, cell)),
  ];
  return csvDocument(header, rows);
}
