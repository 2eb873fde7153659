import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/schema';
import { CATEGORY_LABELS, STAGE_LABELS } from '../../../lib/equal-opportunities-vocabulary';
import { FAIRNESS_STAGES } from '../../../../../common/equal-opportunities';
import '../../../styles/scroll-cue.css';

type Cell = components['schemas']['FairnessCell'];
type Group = components['schemas']['FairnessGroup'];

/** A count as the report shows it: the number, or why it is not shown (words, never colour alone). */
function Count({ cell, fewerThanFive }: { cell: Cell; fewerThanFive: boolean }) {
  const { i18n } = useLingui();
  if (cell.count === null) {
    return <span className="fairness-hidden">{fewerThanFive ? <Trans>fewer than 5</Trans> : <Trans>hidden</Trans>}</span>;
  }
  return <span className="fairness-count">{i18n.number(cell.count)}</span>;
}

/** The rate of a stage and, where it is compared, its ratio to the best group, flagged under four fifths. */
function Rate({ cell }: { cell: Cell }) {
  const { i18n } = useLingui();
  if (cell.rate === null) return null;
  const rate = i18n.number(cell.rate, { style: 'percent', maximumFractionDigits: 1 });
  const ratio = cell.ratio === null ? null : i18n.number(cell.ratio, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <span className="fairness-rate">
      <Trans>rate {rate}</Trans>
      {ratio === null ? null : (
        <>
          {' · '}
          <Trans>ratio {ratio}</Trans>
        </>
      )}
      {cell.belowFourFifths ? (
        <strong className="fairness-flag">
          <span aria-hidden="true">⚠ </span>
          <Trans>below four fifths</Trans>
        </strong>
      ) : null}
    </span>
  );
}

/** One question's groups (or the totals) by stage: a plain table that scrolls sideways on a narrow screen. */
export function FairnessTable({ caption, groups, id, groupLabel }: { caption: string; groups: Group[]; id: string; groupLabel?: string }) {
  const { i18n } = useLingui();
  const labelOf = (group: string) => groupLabel ?? (CATEGORY_LABELS[group] ? i18n._(CATEGORY_LABELS[group]!) : group);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls sideways on a narrow screen; focus lets the keyboard scroll it (WCAG 2.1.1)
    <div className="fairness-scroll scroll-cue" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="fairness-table">
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Group</Trans>
            </th>
            {FAIRNESS_STAGES.map((stage) => (
              <th key={stage} scope="col">
                {i18n._(STAGE_LABELS[stage])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.group} className={group.fewerThanFive ? 'fairness-row--small' : undefined}>
              <th scope="row">{labelOf(group.group)}</th>
              {group.cells.map((cell) => (
                <td key={cell.stage}>
                  <Count cell={cell} fewerThanFive={group.fewerThanFive} />
                  <Rate cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
