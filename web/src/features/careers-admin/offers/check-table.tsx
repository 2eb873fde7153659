import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { checkLabel, CHECK_OWNER_LABELS, CHECK_STATUS_LABELS, formatDay, OUTCOME_LABELS } from '../../../lib/offer-vocabulary';
import { ADMIN_REFUSALS } from '../refusals';
import { offersChanged, type OfferCheck } from './api';

/** The id of a check's status cell, where the focus goes once the check is marked (its buttons are gone). */
const statusCellId = (check: OfferCheck) => `offer-check-status-${check.id}`;

/** HR's buttons on one open check: met or not met. */
function HrButtons({ check, label }: { check: OfferCheck; label: string }) {
  const { t } = useLingui();
  const mark = $api.useMutation('patch', '/api/careers/admin/offer-checks/{id}');
  const [problem, setProblem] = useState<string | null>(null);
  const set = async (status: 'met' | 'not_met') => {
    setProblem(null);
    try {
      await mark.mutateAsync({ params: { path: { id: check.id } }, body: { status } });
      await offersChanged();
      document.getElementById(statusCellId(check))?.focus();
    } catch (error) {
      setProblem(problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };
  return (
    <>
      <Button size="small" label={t`Met`} aria-label={t`Mark met: ${label}`} onClick={() => void set('met')} />{' '}
      <Button size="small" outlined label={t`Not met`} aria-label={t`Mark not met: ${label}`} onClick={() => void set('not_met')} />
      {problem ? <span role="alert">{problem}</span> : null}
    </>
  );
}

/** An offer's checklist: owner, due date (overdue marked), status, outcome; HR marks its own open checks. */
export function CheckTable({ checks, canMark }: { checks: OfferCheck[]; canMark: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className="offer-table-wrap">
      <table className="offer-table">
        <caption>{t`Pre-employment checks`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Check`}</th>
            <th scope="col">{t`Owner`}</th>
            <th scope="col">{t`Due`}</th>
            <th scope="col">{t`Status`}</th>
            {canMark ? <th scope="col">{t`Mark`}</th> : null}
          </tr>
        </thead>
        <tbody>
          {checks.map((c) => {
            const label = checkLabel(c.labels, i18n.locale);
            const open = c.status === 'requested' || c.status === 'received';
            return (
              <tr key={c.id}>
                <th scope="row">{label}</th>
                <td>{i18n._(CHECK_OWNER_LABELS[c.owner])}</td>
                <td className={c.overdue ? 'offer-overdue' : undefined}>
                  {c.dueOn ? formatDay(c.dueOn, i18n.locale) : '—'}
                  {c.overdue ? ` (${t`overdue`})` : ''}
                </td>
                <td id={statusCellId(c)} tabIndex={-1}>
                  {i18n._(CHECK_STATUS_LABELS[c.status])}
                  {c.outcome ? ` · ${i18n._(OUTCOME_LABELS[c.outcome])}` : ''}
                  {c.adjustments ? ` · ${c.adjustments}` : ''}
                </td>
                {canMark ? <td>{open && c.owner === 'hr' ? <HrButtons check={c} label={label} /> : null}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
