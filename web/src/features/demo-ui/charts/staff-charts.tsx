import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import { numericScales } from '../chart/axes';
import { seriesColour, seriesFill } from '../chart/palette';
import { useStaffRows, type TableRow } from '../card-data';
import { Loaded } from '../../../components/page-states';
import { staffStatusName } from '../staff-statuses';

/** The rows grouped by a field, in the order the groups first appear. */
function groupBy(rows: readonly TableRow[], key: (row: TableRow) => string): [string, TableRow[]][] {
  const groups = new Map<string, TableRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups];
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
const WHOLE = { maximumFractionDigits: 0 } as const;

/** Bubble: per post, the average age (x), the average salary (y) and the head count (size). */
export function BubbleChart() {
  const { t } = useLingui();
  const query = useStaffRows();
  return (
    <Loaded query={query}>
      {(rows) => {
        const posts = groupBy(rows, (row) => row.post).map(([post, staff]) => ({
          post,
          age: Math.round(mean(staff.map((r) => r.age))),
          salary: Math.round(mean(staff.map((r) => r.salary))),
          count: staff.length,
        }));
        return (
          <ChartFigure
            title={t`Staff by post: average age, average salary and head count`}
            height={18}
            numbers={{
              columns: [t`Post`, t`Average age`, t`Average salary`, t`Head count`],
              rows: posts.map((p) => ({ label: p.post, values: [p.age, p.salary, p.count] })),
              format: WHOLE,
            }}
            config={(palette) => ({
              type: 'bubble',
              data: {
                datasets: posts.map((p, i) => ({
                  label: p.post,
                  data: [{ x: p.age, y: p.salary, r: 4 + p.count * 1.5 }],
                  backgroundColor: seriesFill(palette, i),
                  borderColor: seriesColour(palette, i),
                })),
              },
              options: { scales: numericScales(palette, t`Average age`, t`Average salary`) },
            })}
          />
        );
      }}
    </Loaded>
  );
}

/** Scatter: every staff member's age (x) and salary (y), one colour per status. */
export function ScatterChart() {
  const { t, i18n } = useLingui();
  const query = useStaffRows();
  return (
    <Loaded query={query}>
      {(rows) => {
        const statuses = groupBy(rows, (row) => row.status);
        return (
          <ChartFigure
            title={t`Age and salary of every staff member, by status`}
            height={18}
            numbers={{
              columns: [t`Name (status)`, t`Age`, t`Salary`],
              rows: rows.map((r) => ({ label: `${r.fullName} (${staffStatusName(i18n, r.status)})`, values: [r.age, r.salary] })),
              format: WHOLE,
            }}
            config={(palette) => ({
              type: 'scatter',
              data: {
                datasets: statuses.map(([status, staff], i) => ({
                  label: staffStatusName(i18n, status),
                  data: staff.map((r) => ({ x: r.age, y: r.salary })),
                  backgroundColor: seriesColour(palette, i),
                  pointStyle: (['circle', 'rect', 'triangle', 'rectRot', 'crossRot'] as const)[i % 5],
                  pointRadius: 5,
                })),
              },
              options: { scales: numericScales(palette, t`Age`, t`Salary`) },
            })}
          />
        );
      }}
    </Loaded>
  );
}
