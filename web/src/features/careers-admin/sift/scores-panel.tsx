import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { useToast } from '../../../components/toast';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { retryUnanswered } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { SCORE_POINTS, VERDICTS, type Verdict } from '../../../../../common/sift-rules';
import { siftChanged } from './score-form';
import { MODERATION_API, SCORES_API, VERDICT_LABELS, type ApplicationScores, type ScoringView } from './vocabulary';
import '../../../styles/scroll-cue.css';
import { ProblemAlert } from '../../../components/problem-alert';

/** Every scorer's scores side by side (shown by the API only once the caller may see them). */
function ScoresTable({ view, scores }: { view: ScoringView; scores: ApplicationScores }) {
  const { i18n } = useLingui();
  return (
    <div className="sift-table-wrap scroll-cue">
      <table className="sift-table">
        <caption className="sift-muted">
          <Trans>Scores by scorer</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Criterion</Trans>
            </th>
            {scores.submissions.map((s) => (
              <th scope="col" key={s.scorerId}>
                {s.scorerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.criteria.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.text}</th>
              {scores.submissions.map((s) => {
                const entry = s.scores.find((e) => e.criterionKey === c.key);
                return (
                  <td key={s.scorerId}>
                    <strong>{entry?.score ?? '–'}</strong> {entry?.evidence}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <Trans>Verdict</Trans>
            </th>
            {scores.submissions.map((s) => (
              <td key={s.scorerId}>{i18n._(VERDICT_LABELS[s.verdict])}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The lead's moderation: an agreed score for every criterion that differs, a verdict and a reason. */
function ModerationForm({ view, scores, onRecorded }: { view: ScoringView; scores: ApplicationScores; onRecorded: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const record = $api.useMutation('post', MODERATION_API);
  const [agreed, setAgreed] = useState<Record<string, number>>({});
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reason, setReason] = useState('');
  const { problem, setProblem, busy, call } = useRefusableCall(ADMIN_REFUSALS, siftChanged);
  const differing = view.criteria.filter((c) => scores.moderation.criteria.includes(c.key));
  const send = async () => {
    if (!verdict || !reason.trim() || differing.some((c) => agreed[c.key] === undefined)) return setProblem(t`Agree a score for every criterion listed, choose the verdict and give the reason.`);
    const body = { scores: differing.map((c) => ({ criterionKey: c.key, score: agreed[c.key]! })), verdict, reason };
    if (!(await call(() => record.mutateAsync({ params: { path: { id: view.id } }, body })))) return;
    toast('success', t`Moderation recorded`, t`The agreed scores count at the close of the sift.`);
    onRecorded();
  };
  return (
    <form
      noValidate
      aria-labelledby="sift-moderation-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id="sift-moderation-title">
        <Trans>Moderation</Trans>
      </h3>
      <p>{scores.moderation.verdictsDiffer ? <Trans>The scorers' verdicts differ.</Trans> : null}</p>
      {differing.map((c) => (
        <div key={c.key} className="form-field">
          <label className="form-field__label" htmlFor={`agreed-${c.key}`}>
            <Trans>Agreed score: {c.text}</Trans>
          </label>
          <select id={`agreed-${c.key}`} className="p-inputtext admin-select" value={agreed[c.key] ?? ''} onChange={(e) => setAgreed((a) => ({ ...a, [c.key]: Number(e.target.value) }))}>
            <option value="">{t`Choose…`}</option>
            {SCORE_POINTS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
      ))}
      <fieldset className="sift-criterion sift-choice">
        <legend>
          <Trans>Agreed verdict</Trans>
        </legend>
        {VERDICTS.map((v) => (
          <div key={v}>
            <input type="radio" id={`agreed-verdict-${v}`} name="agreed-verdict" checked={verdict === v} onChange={() => setVerdict(v)} />
            <label htmlFor={`agreed-verdict-${v}`}>{i18n._(VERDICT_LABELS[v])}</label>
          </div>
        ))}
      </fieldset>
      <label className="form-field__label" htmlFor="moderation-reason">
        <Trans>Reason</Trans>
      </label>
      <textarea id="moderation-reason" className="p-inputtext sift-evidence" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      <ProblemAlert problem={problem} />
      <BusyButton type="submit" label={t`Record the moderation`} busy={busy} />
    </form>
  );
}

/** The other scores once the API shows them, the moderation's state, and the lead's form when one is needed. */
export function ScoresPanel({ view, focusHeading = false }: { view: ScoringView; focusHeading?: boolean }) {
  const { i18n } = useLingui();
  const heading = useFocusWhen<HTMLHeadingElement>(focusHeading);
  // The API refuses the others' scores before one's own (or, for those who do not score, before all are in): not asked until then.
  const visible = Boolean(view.mySubmission) || ((!view.canScore || view.canModerate) && view.submissions >= view.requiredScorers);
  const query = $api.useQuery('get', SCORES_API, { params: { path: { id: view.id } } }, { enabled: visible, retry: retryUnanswered });
  const scores = query.data;
  // Recorded here, the form and its button give way to the moderation's outcome, which takes the focus.
  const [recorded, setRecorded] = useState(false);
  const moderated = useFocusWhen<HTMLParagraphElement>(recorded && scores?.moderation.resolved);
  return (
    <section className="demo-card" aria-labelledby="sift-scores-title">
      <h2 id="sift-scores-title" tabIndex={-1} ref={heading}>
        <Trans>All scores</Trans>
      </h2>
      <p>
        <Trans>
          {view.submissions} of {view.requiredScorers} required scorers have submitted.
        </Trans>
      </p>
      {visible ? null : (
        <p>
          <Trans>The other scores are shown once you have submitted yours (or, if you lead or do not score, once every score is in).</Trans>
        </p>
      )}
      {query.isError ? <p>{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p> : null}
      {scores ? <ScoresTable view={view} scores={scores} /> : null}
      {scores?.moderation.resolved ? (
        <p tabIndex={-1} ref={moderated}>
          <Trans>
            Moderated by {scores.moderation.resolved.moderatorName}: {i18n._(VERDICT_LABELS[scores.moderation.resolved.verdict])}. {scores.moderation.resolved.reason}
          </Trans>
        </p>
      ) : null}
      {scores && scores.moderation.needed && !scores.moderation.resolved && view.canModerate ? <ModerationForm view={view} scores={scores} onRecorded={() => setRecorded(true)} /> : null}
    </section>
  );
}
