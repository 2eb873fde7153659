import { Trans, useLingui } from '@lingui/react/macro';

/** A chart's numbers: one row per label, one column per series. */
export interface ChartNumbers {
  /** Header of the label column, then one header per value column. */
  columns: readonly string[];
  rows: readonly { label: string; values: readonly number[] }[];
  /** How the values are written (Intl.NumberFormat options), e.g. a percentage. */
  format?: Intl.NumberFormatOptions;
}

/** The numbers of a chart as a table behind "Show the numbers" (screen readers, keyboard, zoom). */
export function NumbersTable({ numbers, caption }: { numbers: ChartNumbers; caption: string }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale, numbers.format);
  const [labelHead, ...valueHeads] = numbers.columns;
  return (
    <details className="chart-numbers">
      <summary>
        <Trans>Show the numbers</Trans>
      </summary>
      <div className="chart-numbers__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHead}</th>
              {valueHeads.map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {numbers.rows.map((row, i) => (
              <tr key={`${row.label}-${i}`}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, j) => (
                  <td key={j}>{number.format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Numbers of series over shared labels: a row per label, a column per series. */
export function seriesNumbers(labelHead: string, labels: readonly string[], series: readonly { name: string; data: readonly number[] }[], format?: Intl.NumberFormatOptions): ChartNumbers {
  return {
    columns: [labelHead, ...series.map((s) => s.name)],
    rows: labels.map((label, i) => ({ label, values: series.map((s) => s.data[i] ?? 0) })),
    format,
  };
}
