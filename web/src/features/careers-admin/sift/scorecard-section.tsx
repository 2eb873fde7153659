import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { useToast } from '../../../components/toast';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api, queryClient } from '../../../lib/query';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { retryUnanswered } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { ASSESSMENT_STAGES, MAX_WEIGHT, type AssessmentStage } from '../../../../../common/sift-rules';
import { ASSESSMENT_LABELS, KIND_LABELS, SCORECARD_API, type Scorecard } from './vocabulary';
import './sift.css';
import { ProblemAlert } from '../../../components/problem-alert';

interface Draft {
  criteria: { key: string; assessedAt: AssessmentStage; weight: number }[];
  requiredScorers: number;
  nameBlind: boolean;
}
const draftOf = (card: Scorecard): Draft => ({ criteria: card.criteria.map(({ key, assessedAt, weight }) => ({ key, assessedAt, weight })), requiredScorers: card.requiredScorers, nameBlind: card.nameBlind });

/** A job's scorecard (on the job editor): per criterion where it is assessed and its weight, scorers per application, name-blind. */
export function ScorecardSection({ jobId }: { jobId: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const query = $api.useQuery('get', SCORECARD_API, { params: { path: { id: jobId } } }, { retry: retryUnanswered });
  const save = $api.useMutation('put', SCORECARD_API);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { problem, busy, call } = useRefusableCall(ADMIN_REFUSALS, () => queryClient.invalidateQueries({ queryKey: ['get', SCORECARD_API] }));
  const card = query.data;
  useEffect(() => {
    if (card) setDraft(draftOf(card));
  }, [card]);
  if (query.isError) return <p>{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p>;
  if (!card || !draft) return <div className="page-loading" aria-busy="true" />;
  const locked = !card.canEdit || card.locked;
  const setCriterion = (key: string, change: Partial<Draft['criteria'][number]>) =>
    setDraft((d) => d && { ...d, criteria: d.criteria.map((c) => (c.key === key ? { ...c, ...change } : c)) });
  const submit = async () => {
    if (await call(() => save.mutateAsync({ params: { path: { id: jobId } }, body: draft }))) toast('success', t`Scorecard saved`, t`The panel scores against it.`);
  };
  return (
    <section className="demo-card" aria-labelledby="scorecard-title">
      <h2 id="scorecard-title">
        <Trans>Shortlisting scorecard</Trans>
      </h2>
      {card.locked ? (
        <p className="sift-muted">
          <Trans>Scores were submitted: the scorecard no longer changes.</Trans>
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset disabled={locked || busy} className="admin-form__body">
          {card.criteria.length ? null : (
            <p>
              <Trans>This job has no essential or desirable criteria yet.</Trans>
            </p>
          )}
          {card.criteria.map((c) => {
            const d = draft.criteria.find((x) => x.key === c.key)!;
            return (
              <fieldset key={c.key} className="sift-criterion">
                <legend>
                  {i18n._(KIND_LABELS[c.kind])}: {c.text}
                </legend>
                <label className="form-field__label" htmlFor={`${c.key}-stage`}>
                  <Trans>Assessed at</Trans>
                </label>
                <select id={`${c.key}-stage`} className="p-inputtext admin-select" value={d.assessedAt} onChange={(e) => setCriterion(c.key, { assessedAt: e.target.value as AssessmentStage })}>
                  {ASSESSMENT_STAGES.map((s) => (
                    <option key={s} value={s}>
                      {i18n._(ASSESSMENT_LABELS[s])}
                    </option>
                  ))}
                </select>
                <label className="form-field__label" htmlFor={`${c.key}-weight`}>
                  <Trans>Weight</Trans>
                </label>
                <input id={`${c.key}-weight`} className="p-inputtext" type="number" min={1} max={MAX_WEIGHT} value={d.weight} onChange={(e) => setCriterion(c.key, { weight: Number(e.target.value) })} />
              </fieldset>
            );
          })}
          <label className="form-field__label" htmlFor="scorecard-scorers">
            <Trans>Scorers per application (2 or more)</Trans>
          </label>
          <input id="scorecard-scorers" className="p-inputtext" type="number" min={2} max={10} value={draft.requiredScorers} onChange={(e) => setDraft({ ...draft, requiredScorers: Number(e.target.value) })} />
          <div className="admin-checkboxes__option">
            <input type="checkbox" id="scorecard-name-blind" checked={draft.nameBlind} disabled={!card.nameBlindEditable} onChange={(e) => setDraft({ ...draft, nameBlind: e.target.checked })} />
            <label htmlFor="scorecard-name-blind">
              <Trans>Name-blind shortlisting (chosen before the job opens; shown on the job page)</Trans>
            </label>
          </div>
          <ProblemAlert problem={problem} />
        </fieldset>
        {/* Outside the fieldset, which is disabled while saving: a disabled button would drop the focus. */}
        <div className="admin-form__actions">
          <BusyButton type="submit" label={t`Save the scorecard`} busy={busy} disabled={locked} />
        </div>
      </form>
    </section>
  );
}
