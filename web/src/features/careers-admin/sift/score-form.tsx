import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { useToast } from '../../../components/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { $api, queryClient } from '../../../lib/query';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { ADMIN_REFUSALS } from '../refusals';
import { SCORE_ANCHORS, SCORE_POINTS, VERDICTS, type Verdict } from '../../../../../common/sift-rules';
import { ANCHOR_LABELS, KIND_LABELS, SCORES_API, SCORING_API, SIFT_QUEUE_API, VERDICT_LABELS, type ScoringView } from './vocabulary';
import { ProblemAlert } from '../../../components/problem-alert';

type Entry = { score: number | null; evidence: string };

export const siftChanged = () => Promise.all([SCORING_API, SCORES_API, SIFT_QUEUE_API].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));

/** The scorecard: a score on the anchored scale and a piece of evidence per criterion, and the overall verdict. Submitted once. */
export function ScoreForm({ view, onSubmitted }: { view: ScoringView; onSubmitted?: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const submit = $api.useMutation('put', SCORES_API);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const { problem, setProblem, busy, call } = useRefusableCall(ADMIN_REFUSALS, siftChanged);
  const [confirming, setConfirming] = useState(false);
  const entry = (key: string): Entry => entries[key] ?? { score: null, evidence: '' };
  const set = (key: string, change: Partial<Entry>) => setEntries((all) => ({ ...all, [key]: { ...entry(key), ...change } }));
  const complete = verdict !== null && view.criteria.every((c) => entry(c.key).score !== null && entry(c.key).evidence.trim());

  const check = () => {
    if (!complete) return setProblem(t`Give every criterion a score and evidence, and choose your verdict.`);
    setProblem(null);
    setConfirming(true);
  };
  const send = async () => {
    if (!verdict) return;
    const scores = view.criteria.map((c) => ({ criterionKey: c.key, score: entry(c.key).score!, evidence: entry(c.key).evidence.trim() }));
    const sent = await call(() => submit.mutateAsync({ params: { path: { id: view.id } }, body: { scores, verdict } }));
    setConfirming(false);
    if (!sent) return;
    toast('success', t`Scores submitted`, t`You can now see the other scorers' scores.`);
    onSubmitted?.();
  };

  return (
    <section className="demo-card" aria-labelledby="sift-score-title">
      <h2 id="sift-score-title">
        <Trans>Your scores</Trans>
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        {view.criteria.map((c) => (
          <fieldset key={c.key} className="sift-criterion">
            <legend>
              {i18n._(KIND_LABELS[c.kind])}: {c.text}
            </legend>
            <div className="sift-scale" role="radiogroup" aria-label={t`Score for: ${c.text}`}>
              {SCORE_POINTS.map((point) => (
                <div key={point}>
                  <input type="radio" id={`${c.key}-${point}`} name={`${c.key}-score`} checked={entry(c.key).score === point} onChange={() => set(c.key, { score: point })} />
                  <label htmlFor={`${c.key}-${point}`}>
                    {point} – {i18n._(ANCHOR_LABELS[SCORE_ANCHORS[point]!])}
                  </label>
                </div>
              ))}
            </div>
            <label className="form-field__label" htmlFor={`${c.key}-evidence`}>
              <Trans>Evidence</Trans>
            </label>
            <textarea id={`${c.key}-evidence`} className="p-inputtext sift-evidence" rows={2} maxLength={1000} value={entry(c.key).evidence} onChange={(e) => set(c.key, { evidence: e.target.value })} />
          </fieldset>
        ))}
        <fieldset className="sift-criterion sift-choice">
          <legend>
            <Trans>Overall verdict</Trans>
          </legend>
          {VERDICTS.map((v) => (
            <div key={v}>
              <input type="radio" id={`verdict-${v}`} name="verdict" checked={verdict === v} onChange={() => setVerdict(v)} />
              <label htmlFor={`verdict-${v}`}>{i18n._(VERDICT_LABELS[v])}</label>
            </div>
          ))}
        </fieldset>
        <ProblemAlert problem={problem} />
        <BusyButton type="submit" label={t`Submit my scores`} busy={busy} />
      </form>
      <ConfirmDialog visible={confirming} title={t`Submit your scores?`} confirmLabel={t`Submit`} onConfirm={() => void send()} onCancel={() => setConfirming(false)} busy={busy}>
        <p>
          <Trans>Your scores are final once submitted: they cannot be changed.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
