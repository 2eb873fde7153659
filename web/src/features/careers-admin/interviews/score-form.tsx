import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { SCORE_ANCHORS, SCORE_POINTS } from '../../../../../common/sift-rules';
import { $api } from '../../../lib/query';
import type { components } from '../../../api/schema';
import { ANCHOR_LABELS } from '../sift/vocabulary';
import { interviewProblem, roundsChanged, type InterviewRound } from './api';
import { ProblemAlert } from '../../../components/problem-alert';

type Assessment = components['schemas']['InterviewAssessment'];
type Invitation = InterviewRound['invitations'][number];

/** A panel member's scores of one interview: each criterion assessed at interview on the shortlisting scale, with evidence; final once sent. */
export function ScoreForm({ round, invitation, onSent }: { round: InterviewRound; invitation: Invitation; onSent: (answer: Assessment) => void }) {
  const { t, i18n } = useLingui();
  const send = $api.useMutation('post', '/api/careers/admin/interview-invitations/{id}/scores');
  const [scores, setScores] = useState<Record<string, { score: string; evidence: string }>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const prefix = `score-${invitation.id}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const entries = round.criteria.map((c) => ({ criterionKey: c.key, score: Number(scores[c.key]?.score ?? ''), evidence: (scores[c.key]?.evidence ?? '').trim() }));
    if (entries.some((e) => !scores[e.criterionKey]?.score || !e.evidence)) return setProblem(t`Give every criterion a score and its evidence.`);
    setProblem(null);
    try {
      onSent(await send.mutateAsync({ params: { path: { id: invitation.id } }, body: { scores: entries, comment: comment.trim() } }));
      await roundsChanged();
    } catch (error) {
      setProblem(interviewProblem(error).text);
    }
  };
  const set = (key: string, part: 'score' | 'evidence', value: string) => setScores({ ...scores, [key]: { score: '', evidence: '', ...scores[key], [part]: value } });
  return (
    <form className="interview-score-form" aria-label={t`My scores for ${invitation.candidate}`} onSubmit={(e) => void submit(e)} noValidate>
      <p className="admin-job-form__hint">
        <Trans>Your scores are final once sent. You see the other panel members' scores only after sending yours.</Trans>
      </p>
      {round.criteria.map((c) => (
        <fieldset key={c.key} className="admin-checkboxes">
          <legend className="form-field__label">{c.text}</legend>
          <label htmlFor={`${prefix}-${c.key}-score`}>{t`Score`}</label>
          <select id={`${prefix}-${c.key}-score`} className="p-inputtext admin-select" value={scores[c.key]?.score ?? ''} onChange={(e) => set(c.key, 'score', e.target.value)}>
            <option value="">{t`Choose…`}</option>
            {SCORE_POINTS.map((point) => (
              <option key={point} value={point}>
                {point} – {i18n._(ANCHOR_LABELS[SCORE_ANCHORS[point]])}
              </option>
            ))}
          </select>
          <label htmlFor={`${prefix}-${c.key}-evidence`}>{t`Evidence`}</label>
          <textarea id={`${prefix}-${c.key}-evidence`} className="p-inputtext" rows={2} maxLength={1000} value={scores[c.key]?.evidence ?? ''} onChange={(e) => set(c.key, 'evidence', e.target.value)} />
        </fieldset>
      ))}
      <label htmlFor={`${prefix}-comment`}>{t`Comment (optional)`}</label>
      <textarea id={`${prefix}-comment`} className="p-inputtext" rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      <ProblemAlert problem={problem} className="admin-error" />
      <BusyButton type="submit" label={t`Send my scores`} busy={send.isPending} />
    </form>
  );
}
