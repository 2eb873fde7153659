import { useLingui } from '@lingui/react/macro';
import { checkLabel, CHECK_STATUS_LABELS } from '../../../lib/offer-vocabulary';
import type { OfferCheck } from './api';
import { CheckEvidenceForm } from './check-evidence-form';
import { CheckWaiverForm } from './check-waiver-form';

const OPEN = ['requested', 'received', 'not_met'];

/** Below the checklist: each open check unfolds into its evidence (HR's checks) and its waiver. */
export function CheckWork({ checks }: { checks: OfferCheck[] }) {
  const { t, i18n } = useLingui();
  const open = checks.filter((c) => OPEN.includes(c.status));
  if (!open.length) return null;
  return (
    <div className="offer-check-work">
      <h3>{t`Work on a check`}</h3>
      {open.map((c) => {
        const label = checkLabel(c.labels, i18n.locale);
        return (
          <details key={c.id} className="offer-check-work__item">
            <summary>
              {label} · {i18n._(CHECK_STATUS_LABELS[c.status])}
              {c.waiverRequestedBy !== null ? ` · ${t`waiver asked`}` : ''}
            </summary>
            {c.owner === 'hr' ? <CheckEvidenceForm check={c} label={label} /> : <p>{t`Occupational health records this check's outcome.`}</p>}
            <CheckWaiverForm check={c} label={label} />
          </details>
        );
      })}
    </div>
  );
}
