import type { ChartSpec } from './chart-spec';

interface NumbersTableProps {
  spec: ChartSpec;
  caption: string;
  /** Header of the first column: what a row is (Month, Day, Device…). */
  rowHeader: string;
}

/**
 * A chart's numbers as a table, for screen readers (visually hidden: the chart is the same
 * information for sighted readers). One row per label, one column per series.
 */
export function NumbersTable({ spec, caption, rowHeader }: NumbersTableProps) {
  const columns = spec.kind === 'doughnut' || spec.kind === 'pie' || spec.kind === 'gauge' ? spec.series.slice(0, 1) : spec.series;
  // The wrapper hides it: a table box ignores the overflow clipping of `visually-hidden`.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((series) => (
              <th scope="col" key={series.key}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, row) => (
            <tr key={`${row}-${label}`}>
              <th scope="row">{label}</th>
              {columns.map((series) => (
                <td key={series.key}>{series.data[row] === undefined ? '' : spec.format(series.data[row]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
