import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../lib/api-client';
import { apiProblem, problemText } from '../../lib/api-errors';
import { missingFields, sendable, type Answers, type RefereeRequest } from './model';
import { QuestionField } from './question-fields';
import { REFEREE_REFUSALS } from './refusals';

/** The questionnaire of an open request: save and come back (the draft), or submit once for all. */
export function RefereeQuestionnaire({ token, request, onChange }: { token: string; request: RefereeRequest; onChange: (next: RefereeRequest | null) => void }) {
  const { t, i18n } = useLingui();
  const [answers, setAnswers] = useState<Answers>(request.draft ?? {});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<{ kind: 'saved' | 'problem'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Answers>) => setAnswers((a) => ({ ...a, ...change }));

  async function send(kind: 'draft' | 'submit') {
    setBusy(true);
    setNotice(null);
    const body = { token, answers: sendable(answers) };
    const { data, error, response } = kind === 'draft' ? await api.PUT('/api/references/request/draft', { body }) : await api.POST('/api/references/request/submit', { body });
    setBusy(false);
    if (data) {
      setMissing(new Set());
      if (kind === 'submit') return onChange(data);
      return setNotice({ kind: 'saved', text: t`Your answers are saved. Use the link in your e-mail to come back; it works until ${i18n.date(new Date(data.expiresAt), { dateStyle: 'long' })}.` });
    }
    const problem = apiProblem(error, response.status);
    if (problem.code === 'reference_link_invalid' || problem.code === 'reference_closed') return onChange(null);
    setMissing(missingFields(problem.code === 'answers_incomplete' ? problem.problems : undefined));
    setNotice({ kind: 'problem', text: problemText(problem, REFEREE_REFUSALS) });
  }

  return (
    <form
      noValidate
      className="referee-form"
      aria-label={t`Reference`}
      onSubmit={(e) => {
        e.preventDefault();
        void send('submit');
      }}
    >
      {request.questions.map((question) => (
        <QuestionField key={question.key} question={question} props={{ answers, set, missing, jobUrl: request.jobUrl }} />
      ))}
      <p role="status" className="referee-saved">
        {notice?.kind === 'saved' ? notice.text : null}
      </p>
      {notice?.kind === 'problem' ? (
        <p role="alert" className="referee-problem">
          {notice.text}
        </p>
      ) : null}
      <div className="referee-actions">
        <Button type="button" outlined label={t`Save and come back later`} disabled={busy} onClick={() => void send('draft')} />
        <Button type="submit" label={t`Send the reference`} disabled={busy} />
      </div>
      <p className="referee-hint">{t`Once sent, a reference cannot be changed.`}</p>
    </form>
  );
}
