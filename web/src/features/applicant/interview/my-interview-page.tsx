import { useState } from 'react';
import { useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { PageLoading } from '../../../components/page-loading';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api, queryClient } from '../../../lib/query';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { fileNameOf, saveBlob } from '../../../lib/save-file';
import { spellZone } from '../../../../../common/interview-time';
import { viewerTimeZone } from '../../../lib/interview-vocabulary';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PageHeader } from '../shared/page-header';
import { BackToApplication } from '../shared/back-to-application';
import { AdjustmentsFields, type AdjustmentsValue } from './adjustments-fields';
import { BookingSummary, type MyInterview } from './booking-summary';
import { BOOKING_REFUSALS } from './refusals';
import { SlotPicker } from './slot-picker';
import '../applicant.css';
import '../applications/applications.css';
import './interview.css';

const INTERVIEW_API = '/api/careers/applications/{id}/interview';
const SLOTS_API = '/api/careers/applications/{id}/interview/slots';

/** /careers/my-application/:id/interview, "Your interview": book a time (with adjustments), move it, cancel it, add it to a calendar. */
function MyInterviewPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return <InterviewScreen key={id} id={id} />;
}

export default MyInterviewPage;

function InterviewScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const path = { params: { path: { id } } };
  const load = $api.useQuery('get', INTERVIEW_API, path, { retry: false });
  const interview = load.data;
  const slots = $api.useQuery('get', SLOTS_API, path, { retry: false, enabled: Boolean(interview?.canChange) });
  const book = $api.useMutation('post', '/api/careers/applications/{id}/interview/book');
  const reschedule = $api.useMutation('post', '/api/careers/applications/{id}/interview/reschedule');
  const cancel = $api.useMutation('post', '/api/careers/applications/{id}/interview/cancel');
  const [adjustments, setAdjustments] = useState<AdjustmentsValue>({ kinds: [], note: '' });
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { problem, setProblem, call } = useRefusableCall(BOOKING_REFUSALS);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useFocusWhen<HTMLParagraphElement>(notice);
  const viewerZone = viewerTimeZone();

  const change = async (run: () => Promise<MyInterview>, done: string) => {
    setNotice(null);
    await call(async () => {
      queryClient.setQueryData($api.queryOptions('get', INTERVIEW_API, path).queryKey, await run());
      setMoving(false);
      setConfirmCancel(false);
      setNotice(done);
    });
    await queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', SLOTS_API, path).queryKey });
  };
  const onBook = (slotId: number) =>
    change(() => book.mutateAsync({ ...path, body: { slotId, ...(adjustments.kinds.length || adjustments.note.trim() ? { adjustments: { kinds: adjustments.kinds, note: adjustments.note.trim() } } : {}) } }), t`Your interview is booked. We have e-mailed you the details.`);
  const onMove = (slotId: number) => change(() => reschedule.mutateAsync({ ...path, body: { slotId } }), t`Your interview has moved. We have e-mailed you the new time.`);
  const onCancel = () => change(() => cancel.mutateAsync(path), t`Your interview is cancelled. You may book another time until the deadline.`);
  const downloadIcs = async () => {
    const answer = await api.GET('/api/careers/applications/{id}/interview.ics', { ...path, parseAs: 'blob' }).catch(() => null);
    if (answer?.data) saveBlob(answer.data, fileNameOf(answer.response.headers.get('content-disposition'), 'interview.ics'));
    else setProblem(problemText(apiProblem(answer?.error ?? null, answer?.response.status), BOOKING_REFUSALS));
  };

  if (load.isPending) return <PageLoading />;
  const booked = interview?.slot;
  // In a round where the recruiter picks, the recruiter places the applicant (and moves them); the applicant may still cancel.
  const recruiterPicks = interview?.round.schedulingMode === 'recruiter_picks';
  const picking = interview?.canChange && !recruiterPicks && (!booked || moving);
  const busy = book.isPending || reschedule.isPending || cancel.isPending;
  return (
    <section className="applicant-page interview-page" aria-labelledby="interview-title">
      <BackToApplication id={id} />
      <PageHeader title={<span id="interview-title">{t`Your interview`}</span>} />
      {!interview ? (
        <p role="status">
          <Trans>You have no interview invitation for this application.</Trans>
        </p>
      ) : (
        <>
          <BookingSummary interview={interview} viewerZone={viewerZone} />
          <p className="interview-muted">{t`Times are shown in your time zone: ${spellZone(new Date(), i18n.locale, viewerZone)}.`}</p>
          <div aria-live="polite">{notice ? (
            <p ref={noticeRef} tabIndex={-1} className="interview-notice">
              {notice}
            </p>
          ) : null}</div>
          {booked ? (
            <div className="interview-actions">
              <Button type="button" icon="pi pi-calendar-plus" label={t`Add to my calendar (.ics)`} outlined onClick={() => void downloadIcs()} />
              {interview.canChange ? (
                <>
                  {recruiterPicks ? null : <Button type="button" label={moving ? t`Keep this time` : t`Choose another time`} outlined onClick={() => setMoving(!moving)} aria-expanded={moving} />}
                  <Button type="button" label={t`Cancel the interview`} outlined severity="danger" onClick={() => setConfirmCancel(true)} />
                </>
              ) : (
                <p>
                  <Trans>The interview is too close to change online: contact the recruiter if you cannot come.</Trans>
                </p>
              )}
            </div>
          ) : null}
          {!booked && recruiterPicks ? (
            <p role="status">
              <Trans>The recruiter chooses the time of this interview: you will receive it by e-mail.</Trans>
            </p>
          ) : null}
          {!booked && !recruiterPicks && !interview.canChange ? (
            <p role="status">
              <Trans>The deadline to book this interview has passed. Contact the recruiter.</Trans>
            </p>
          ) : null}
          {picking && slots.data ? (
            <>
              <h2>{booked ? t`Choose another time` : t`Choose a time`}</h2>
              <SlotPicker
                slots={slots.data.items}
                viewerZone={viewerZone}
                hospitalZone={interview.hospitalTimeZone}
                submitLabel={booked ? t`Move my interview to this time` : t`Book this time`}
                busy={busy}
                problem={problem}
                onPick={(slotId) => void (booked ? onMove(slotId) : onBook(slotId))}
              >
                {booked ? null : <AdjustmentsFields value={adjustments} onChange={setAdjustments} />}
              </SlotPicker>
            </>
          ) : problem ? (
            <p role="alert" className="application-error">
              {problem}
            </p>
          ) : null}
          <ConfirmDialog visible={confirmCancel} title={t`Cancel this interview?`} confirmLabel={t`Cancel the interview`} onConfirm={() => void onCancel()} onCancel={() => setConfirmCancel(false)} busy={cancel.isPending}>
            <p>
              <Trans>The time is freed for someone else at once. You may book another time until the deadline.</Trans>
            </p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
