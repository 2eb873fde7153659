import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { formatDay, OUTCOME_LABELS } from '../../../lib/offer-vocabulary';
import { HEALTH_OUTCOMES } from '../../../../../common/offer-rules';
import { ADMIN_REFUSALS } from '../refusals';
import { CHECKS_API, offersChanged, type OfferCheck } from './api';
import '../admin-jobs.css';
import './offers.css';

type Outcome = (typeof HEALTH_OUTCOMES)[number];

/** Occupational health records an outcome (and the adjustments); its note stays with occupational health. */
function OutcomeForm({ check, name, onRecorded }: { check: OfferCheck; name: string; onRecorded: () => void }) {
  const { t, i18n } = useLingui();
  const save = $api.useMutation('patch', '/api/careers/admin/offer-checks/{id}');
  const [outcome, setOutcome] = useState<Outcome>('fit');
  const [adjustments, setAdjustments] = useState('');
  const [note, setNote] = useState(check.healthNote ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `health-${check.id}`;
  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ params: { path: { id: check.id } }, body: { outcome, adjustments: outcome === 'fit_with_adjustments' ? adjustments : null, healthNote: note.trim() || null } });
      onRecorded();
      await offersChanged();
    } catch (error) {
      setProblem(problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };
  return (
    <form
      className="offer-health-form"
      aria-label={t`Outcome for ${name}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-outcome`}>{t`Outcome`}</label>
      <select id={`${id}-outcome`} className="p-inputtext" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
        {HEALTH_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {i18n._(OUTCOME_LABELS[o])}
          </option>
        ))}
      </select>
      {outcome === 'fit_with_adjustments' ? (
        <>
          <label htmlFor={`${id}-adjustments`}>{t`Adjustments (shared with the recruiters)`}</label>
          <textarea id={`${id}-adjustments`} className="p-inputtext" maxLength={1000} value={adjustments} onChange={(e) => setAdjustments(e.target.value)} />
        </>
      ) : null}
      <label htmlFor={`${id}-note`}>{t`Occupational health note (never shared)`}</label>
      <textarea id={`${id}-note`} className="p-inputtext" maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      {problem ? <p role="alert">{problem}</p> : null}
      <BusyButton type="submit" label={t`Record the outcome`} busy={save.isPending} />
    </form>
  );
}

/** The health assessments shown at once, soonest due first. */
const QUEUE_LENGTH = 100;

/** /careers/admin/health-checks: the occupational health queue. */
function HealthQueuePage() {
  const { t, i18n } = useLingui();
  const load = $api.useQuery('get', CHECKS_API, { params: { query: { owner: 'occupational_health', perPage: QUEUE_LENGTH } } });
  const items = load.data?.items ?? [];
  // Recorded, an assessment leaves the queue with the button pressed: the line saying so takes the focus (WCAG 2.4.3).
  const [recorded, setRecorded] = useState<{ name: string } | null>(null);
  const recordedRef = useFocusWhen<HTMLParagraphElement>(recorded);
  const recordedName = recorded?.name ?? '';
  return (
    <section className="admin-jobs-page" aria-labelledby="health-queue-title">
      <h1 id="health-queue-title">{t`Occupational health`}</h1>
      {recorded ? (
        <p role="status" tabIndex={-1} ref={recordedRef}>
          {t`The outcome for ${recordedName} was recorded.`}
        </p>
      ) : null}
      {load.isError ? <p role="alert">{t`We could not load the checks.`}</p> : null}
      {load.data && !items.length ? <p role="status">{t`No health assessment is waiting.`}</p> : null}
      {load.data && load.data.total > items.length ? <p>{t`The ${items.length} soonest due of ${load.data.total} waiting; the rest follow as these are recorded.`}</p> : null}
      <ul className="health-queue">
        {items.map((i) => (
          <li key={i.check.id} className="demo-card">
            <h2>
              {i.applicantName} — {i.jobTitle}
            </h2>
            <p className={i.check.overdue ? 'offer-overdue' : undefined}>
              {i.check.dueOn ? t`Due ${formatDay(i.check.dueOn, i18n.locale)}` : null}
              {i.check.overdue ? ` (${t`overdue`})` : ''}
            </p>
            <OutcomeForm check={i.check} name={i.applicantName} onRecorded={() => setRecorded({ name: i.applicantName })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default HealthQueuePage;
