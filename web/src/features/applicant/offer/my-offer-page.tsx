import { useState } from 'react';
import { useParams } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { PageLoading } from '../../../components/page-loading';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api, queryClient } from '../../../lib/query';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { upload } from '../../../lib/upload';
import { msg } from '@lingui/core/macro';
import { checkLabel, CHECK_STATUS_LABELS, formatDay, OFFER_STATUS_LABELS } from '../../../lib/offer-vocabulary';
import { OfferTermsList } from '../../../components/offer-terms';
import type { components } from '../../../api/schema';
import { BackToApplication } from '../shared/back-to-application';
import '../applicant.css';
import './offer.css';
import { ProblemAlert } from '../../../components/problem-alert';

type Offer = components['schemas']['Offer'];
type Check = Offer['checks'][number];
const OFFER_API = '/api/careers/applications/{id}/offer';
const POST_LABEL = msg`Post`;

/** One check the applicant hands evidence in for: what is asked, in plain words, and a file to send. */
function EvidenceItem({ check, applicationId, onDone }: { check: Check; applicationId: number; onDone: (offer: Offer) => void }) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const evidence = $api.useMutation('post', '/api/careers/applications/{id}/offer/checks/{checkId}/evidence');
  const label = checkLabel(check.labels, i18n.locale);
  const send = async (file: File) => {
    setBusy(true);
    setProblem(null);
    const { data, problem: refused } = await upload('/api/careers/documents', { kind: 'id', file });
    if (refused || !data) {
      setBusy(false);
      return setProblem(t`We could not upload this file. Send a PDF, DOCX, PNG or JPEG of at most 10 MB.`);
    }
    try {
      onDone(await evidence.mutateAsync({ params: { path: { id: applicationId, checkId: check.id } }, body: { documentId: data.id } }));
    } catch (error) {
      setProblem(problemText(apiProblem(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="offer-check">
      <span className="offer-check__name">{label}</span>
      <span className="offer-check__status">{i18n._(CHECK_STATUS_LABELS[check.status])}</span>
      {check.status === 'requested' && check.evidence === 'document' ? (
        <span>
          <label className="offer-upload">
            {t`Upload a document for: ${label}`}
            <input type="file" accept=".pdf,.docx,.png,.jpg,.jpeg" disabled={busy} onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])} />
          </label>
        </span>
      ) : check.status === 'requested' ? (
        <span className="offer-muted">{check.owner === 'occupational_health' ? t`Occupational health will contact you.` : t`The HR team will contact you about this.`}</span>
      ) : null}
      {problem ? (
        <span role="alert" className="application-error">
          {problem}
        </span>
      ) : null}
    </li>
  );
}

/** /careers/my-application/:id/offer, "Your offer": the terms, accept or decline, and what is still needed. */
function MyOfferPage() {
  const { t, i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const load = $api.useQuery('get', OFFER_API, { params: { path: { id } } }, { retry: false });
  const accept = $api.useMutation('post', '/api/careers/applications/{id}/offer/accept');
  const decline = $api.useMutation('post', '/api/careers/applications/{id}/offer/decline');
  const [reason, setReason] = useState('');
  const { problem, call } = useRefusableCall();
  const key = $api.queryOptions('get', OFFER_API, { params: { path: { id } } }).queryKey;
  const show = (offer: Offer) => queryClient.setQueryData(key, offer);
  // After accepting or declining, the buttons go: the focus moves to the offer's new status.
  const [answered, setAnswered] = useState(0);
  const statusRef = useFocusWhen<HTMLParagraphElement>(answered);
  const answer = async (run: () => Promise<Offer>) => {
    if (await call(async () => show(await run()))) setAnswered((n) => n + 1);
  };
  if (load.isPending) return <PageLoading />;
  const offer = load.data;
  const outstanding = offer?.checks.filter((c) => c.status === 'requested' || c.status === 'not_met') ?? [];
  return (
    <section className="applicant-page offer-page" aria-labelledby="offer-title">
      <BackToApplication id={id} />
      <h1 id="offer-title">
        <Trans>Your offer</Trans>
      </h1>
      {!offer ? (
        <p role="status">
          <Trans>There is no offer for this application yet.</Trans>
        </p>
      ) : (
        <>
          <p ref={statusRef} tabIndex={-1} className="offer-status">
            {i18n._(OFFER_STATUS_LABELS[offer.status])}
            {offer.version > 1 ? ` · ${t`Version ${offer.version}`}` : ''}
          </p>
          {offer.changes.length ? <p><Plural value={offer.changes.length} one="Changed since the last version: # term. Please read the terms again." other="Changed since the last version: # terms. Please read the terms again." /></p> : null}
          {offer.status !== 'unconditional' && offer.status !== 'started' ? (
            <p className="offer-warning">
              <Trans>This offer is conditional. Do not resign from your current post until you receive the unconditional offer.</Trans>
            </p>
          ) : null}
          <OfferTermsList offer={offer} before={[[POST_LABEL, offer.jobTitle]]} />
          {offer.startDate ? <p>{t`Your start date: ${formatDay(offer.startDate, i18n.locale)}`}</p> : null}
          {offer.status === 'sent' ? (
            <div className="offer-answer">
              <BusyButton label={t`Accept the offer`} busy={accept.isPending} onClick={() => void answer(() => accept.mutateAsync({ params: { path: { id } } }))} />
              <label htmlFor="decline-reason">{t`Reason for declining (optional)`}</label>
              <textarea id="decline-reason" className="p-inputtext" maxLength={255} value={reason} onChange={(e) => setReason(e.target.value)} />
              <BusyButton outlined severity="danger" label={t`Decline the offer`} busy={decline.isPending} onClick={() => void answer(() => decline.mutateAsync({ params: { path: { id } }, body: reason.trim() ? { reason: reason.trim() } : {} }))} />
            </div>
          ) : null}
          <ProblemAlert problem={problem} />
          <h2>
            <Trans>What we need from you</Trans>
          </h2>
          <p>{outstanding.length ? <Plural value={outstanding.length} one="# check is still outstanding." other="# checks are still outstanding." /> : t`Nothing is outstanding.`}</p>
          <ul className="offer-checks">
            {offer.checks.map((c) => (
              <EvidenceItem key={c.id} check={c} applicationId={id} onDone={show} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default MyOfferPage;
