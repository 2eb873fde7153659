import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../lib/api-client';
import { apiProblem, problemText } from '../../lib/api-errors';
import { useFocusWhen } from '../../lib/use-focus-when';
import type { RefereeRequest } from './model';
import { RefereeQuestionnaire } from './referee-questionnaire';
import { REFEREE_REFUSALS } from './refusals';
import './referee.css';
import { BusyButton } from '../../components/busy-button';
import { ProblemAlert } from '../../components/problem-alert';

type Phase = 'ask' | 'questionnaire' | 'decline';

/** The page's one <h1>, with an optional lead paragraph. */
function Header({ title, lead, focus = false }: { title: ReactNode; lead?: ReactNode; /** Takes the focus when shown: the page after an answer, whose buttons are gone. */ focus?: boolean }) {
  const ref = useFocusWhen<HTMLHeadingElement>(focus);
  return (
    <header>
      <h1 ref={ref} tabIndex={-1} className="referee-page__title">
        {title}
      </h1>
      {lead ? <p className="referee-page__lead">{lead}</p> : null}
    </header>
  );
}

/** A step of the page: a region named by its <h2>, which takes the focus when the step follows a choice. */
function Step({ id, title, intro, focus = true, children }: { id: string; title: ReactNode; intro?: ReactNode; focus?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="referee-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="referee-page__lead">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * /careers/reference?token=…, the page a referee's e-mail links to (no account). Opening it changes
 * nothing (mail scanners open every link): the referee says whether they can give a reference, then
 * answers (saving to come back) or declines with an optional reason. A sent or declined request
 * shows the thank-you page; an unknown, expired or no-longer-needed link, one and the same page.
 */
export default function RefereePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [request, setRequest] = useState<RefereeRequest | null | 'loading'>('loading');

  useEffect(() => {
    if (!token) return setRequest(null);
    void api.GET('/api/references/request', { params: { query: { token } } }).then(({ data }) => setRequest(data ?? null));
  }, [token]);

  return (
    <div className="referee-page">
      {request === 'loading' ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : request === null ? (
        <>
          <Header title={<Trans>This link does not work</Trans>} />
          <p>
            <Trans>It may have expired, or the reference may no longer be needed. If you think it should still work, reply to the e-mail that sent it.</Trans>
          </p>
        </>
      ) : request.state !== 'open' ? (
        <>
          <Header title={<Trans>Thank you</Trans>} focus />
          <p role="status">
            {request.state === 'submitted' ? (
              <Trans>Your reference for {request.applicantName} has been sent to the recruitment team. There is nothing more to do.</Trans>
            ) : (
              <Trans>You told us you cannot give a reference for {request.applicantName}. We have let them know, so they can ask someone else.</Trans>
            )}
          </p>
        </>
      ) : (
        <OpenRequest token={token} request={request} onChange={setRequest} />
      )}
    </div>
  );
}

function OpenRequest({ token, request, onChange }: { token: string; request: RefereeRequest; onChange: (next: RefereeRequest | null) => void }) {
  const { t } = useLingui();
  const first = request.draft ? 'questionnaire' : 'ask';
  const [step, setStep] = useState<Phase>(first);
  const { applicantName, jobTitle } = request;
  return (
    <>
      <Header title={<Trans>A reference for {applicantName}</Trans>} lead={<Trans>{applicantName} has applied for the post of {jobTitle} and named you as a referee.</Trans>} />
      {step === 'ask' ? (
        <Step id="referee-ask" focus={false} title={<Trans>Can you give a reference?</Trans>} intro={<Trans>It takes about 15 minutes. You can save your answers and come back with the same link.</Trans>}>
          <div className="referee-actions">
            <Button type="button" label={t`Yes, give a reference`} onClick={() => setStep('questionnaire')} />
            <Button type="button" outlined label={t`No, I cannot give a reference`} onClick={() => setStep('decline')} />
          </div>
        </Step>
      ) : null}
      {step === 'questionnaire' ? (
        <Step id="referee-questions" focus={first !== 'questionnaire'} title={<Trans>Your reference</Trans>}>
          <RefereeQuestionnaire token={token} request={request} onChange={onChange} />
        </Step>
      ) : null}
      {step === 'decline' ? (
        <Step id="referee-decline" title={<Trans>Decline to give a reference</Trans>}>
          <DeclineForm token={token} onChange={onChange} onBack={() => setStep('ask')} />
        </Step>
      ) : null}
    </>
  );
}

/** "I cannot give a reference", with an optional reason seen by the recruitment team only. */
function DeclineForm({ token, onChange, onBack }: { token: string; onChange: (next: RefereeRequest | null) => void; onBack: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function decline() {
    setBusy(true);
    const { data, error, response } = await api.POST('/api/references/request/decline', { body: { token, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
    setBusy(false);
    if (data) return onChange(data);
    const refused = apiProblem(error, response.status);
    if (refused.code === 'reference_link_invalid' || refused.code === 'reference_closed') return onChange(null);
    setProblem(problemText(refused, REFEREE_REFUSALS));
  }
  return (
    <form
      noValidate
      className="referee-form"
      aria-label={t`Decline to give a reference`}
      onSubmit={(e) => {
        e.preventDefault();
        void decline();
      }}
    >
      <div className="form-field referee-field">
        <label className="form-field__label" htmlFor="referee-decline-reason">
          {t`Reason (optional, seen by the recruitment team only)`}
        </label>
        <textarea id="referee-decline-reason" className="p-inputtext" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <ProblemAlert problem={problem} className="referee-problem" />
      <div className="referee-actions">
        <BusyButton type="submit" severity="danger" label={t`Decline`} busy={busy} />
        <Button type="button" outlined label={t`Back`} onClick={onBack} />
      </div>
    </form>
  );
}
