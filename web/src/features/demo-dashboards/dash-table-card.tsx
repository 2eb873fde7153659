import { useId, type ReactNode } from 'react';
import { CardSkeleton, DashCard } from './dash-card';
import '../../styles/scroll-cue.css';

export interface DashColumn {
  key: string;
  label: ReactNode;
  /** Figures: aligned to the end. */
  numeric?: boolean;
}

interface DashTableCardProps {
  title: ReactNode;
  columns: readonly DashColumn[];
  /** False while the data is on its way: the card shows a skeleton. */
  loaded: boolean;
  /** The table's rows (`<tr>`s). */
  children: ReactNode;
  /** A summary row (`<tr>`s of a `<tfoot>`). */
  footer?: ReactNode;
}

/** A dashboard card holding one table, named by the card's heading, scrolling sideways on narrow screens. */
export function DashTableCard({ title, columns, loaded, children, footer }: DashTableCardProps) {
  const headingId = useId();
  return (
    <DashCard span={8} title={title} headingId={headingId}>
      {!loaded ? (
        <CardSkeleton chart={false} lines={6} />
      ) : (
        <div className="dash-table-scroll scroll-cue">
          <table className="dash-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.numeric ? 'dash-num' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
            {footer ? <tfoot>{footer}</tfoot> : null}
          </table>
        </div>
      )}
    </DashCard>
  );
}
