import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { ATTENDANCES, INTERVIEW_OUTCOMES, type Attendance, type InterviewOutcome } from '../../../../../common/interview-rules';
import { $api } from '../../../lib/query';
import { ATTENDANCE_LABELS, OUTCOME_LABELS } from '../../../lib/interview-vocabulary';
import type { components } from '../../../api/schema';
import { interviewProblem, roundsChanged, type InterviewRound } from './api';
import { ScoreForm } from './score-form';
import { ProblemAlert } from '../../../components/problem-alert';

type Assessment = components['schemas']['InterviewAssessment'];
type Invitation = InterviewRound['invitations'][number];

/** The panel's scores as the answer shows them once the caller has sent theirs. */
function Submissions({ assessment }: { assessment: Assessment }) {
  const { t } = useLingui();
  const textOf = (key: string) => assessment.criteria.find((c) => c.key === key)?.text ?? key;
  return (
    <ul className="interview-submissions">
      {assessment.submissions.map((s) => (
        <li key={s.scorerId}>
          <strong>{s.scorerName}</strong>: {s.scores.map((e) => t`${textOf(e.criterionKey)} ${e.score}/4`).join(' · ')}
          {s.comment ? ` · ${s.comment}` : null}
        </li>
      ))}
    </ul>
  );
}

/** One booked interview's assessment: attendance (recruiters, the lead), the caller's scores (the panel), the outcome (the lead). */
export function AssessmentSection({ round, invitation }: { round: InterviewRound; invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const attendance = $api.useMutation('post', '/api/careers/admin/interview-invitations/{id}/attendance');
  const outcome = $api.useMutation('post', '/api/careers/admin/interview-invitations/{id}/outcome');
  const [answer, setAnswer] = useState<Assessment | null>(null);
  const [came, setCame] = useState<Attendance>(invitation.attendance ?? 'attended');
  const [decision, setDecision] = useState<InterviewOutcome>('appointable');
  const [reason, setReason] = useState('');
  const [rank, setRank] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const prefix = `assess-${invitation.id}`;
  const path = { params: { path: { id: invitation.id } } };
  const run = async (call: () => Promise<Assessment>) => {
    setProblem(null);
    try {
      setAnswer(await call());
      await roundsChanged();
    } catch (error) {
      setProblem(interviewProblem(error).text);
    }
  };
  const attended = invitation.attendance === 'attended';
  const decided = invitation.outcome !== null;
  return (
    <section id={prefix} className="interview-assessment" aria-label={t`Assessment: ${invitation.candidate}`}>
      <h4>{invitation.candidate}</h4>
      <p>
        {invitation.attendance ? i18n._(ATTENDANCE_LABELS[invitation.attendance]) : t`Attendance not recorded`}
        {' · '}
        {t`${invitation.scored} scored`}
        {invitation.outcome ? ` · ${i18n._(OUTCOME_LABELS[invitation.outcome])}${invitation.rank ? ` (${t`rank ${invitation.rank}`})` : ''}: ${invitation.outcomeReason}` : null}
      </p>
      {round.canRecordAttendance && !decided ? (
        <div className="interview-inline">
          <label htmlFor={`${prefix}-attendance`}>{t`Attendance`}</label>
          <select id={`${prefix}-attendance`} className="p-inputtext admin-select" value={came} onChange={(e) => setCame(e.target.value as Attendance)}>
            {ATTENDANCES.map((a) => (
              <option key={a} value={a}>
                {i18n._(ATTENDANCE_LABELS[a])}
              </option>
            ))}
          </select>
          <BusyButton type="button" outlined size="small" label={t`Record attendance`} busy={attendance.isPending} onClick={() => void run(() => attendance.mutateAsync({ ...path, body: { attendance: came } }))} />
        </div>
      ) : null}
      {round.canScore && attended && !invitation.myScoresSent && !answer?.submissions.length ? <ScoreForm round={round} invitation={invitation} onSent={setAnswer} /> : null}
      {answer?.submissions.length ? <Submissions assessment={answer} /> : null}
      {round.canDecide && attended && invitation.scored > 0 && !decided ? (
        <form
          className="interview-outcome-form"
          aria-label={t`Outcome for ${invitation.candidate}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setProblem(t`Give the reason for the outcome.`);
            void run(() => outcome.mutateAsync({ ...path, body: { outcome: decision, reason: reason.trim(), ...(decision === 'appointable' && rank ? { rank: Number(rank) } : {}) } }));
          }}
        >
          <label htmlFor={`${prefix}-outcome`}>{t`Outcome`}</label>
          <select id={`${prefix}-outcome`} className="p-inputtext admin-select" value={decision} onChange={(e) => setDecision(e.target.value as InterviewOutcome)}>
            {INTERVIEW_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {i18n._(OUTCOME_LABELS[o])}
              </option>
            ))}
          </select>
          {decision === 'appointable' ? (
            <>
              <label htmlFor={`${prefix}-rank`}>{t`Rank for the offer step (optional)`}</label>
              <input id={`${prefix}-rank`} className="p-inputtext" inputMode="numeric" maxLength={4} value={rank} onChange={(e) => setRank(e.target.value.replace(/\D/g, ''))} />
            </>
          ) : null}
          <label htmlFor={`${prefix}-reason`}>{t`Reason`}</label>
          <textarea id={`${prefix}-reason`} className="p-inputtext" rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          <BusyButton type="submit" label={t`Record the outcome`} busy={outcome.isPending} />
        </form>
      ) : null}
      <ProblemAlert problem={problem} className="admin-error" />
      {!round.canScore && !round.canDecide && !round.canRecordAttendance ? (
        <p className="admin-job-form__hint">
          <Trans>Only the round's panel scores this interview.</Trans>
        </p>
      ) : null}
    </section>
  );
}
