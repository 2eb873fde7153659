import { useState } from 'react';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useCheckedForm } from '../../../components/use-checked-form';
import { isDay, localDay } from '../../../lib/dates';
import { $api } from '../../../lib/query';
import { zonedInstant } from '../../../../../common/interview-time';
import { APPLICATIONS_API } from '../api';
import { DateField } from '../job-form-fields';
import { interviewProblem, roundsChanged, ROUND_INVITATIONS_API, type InterviewRound } from './api';

type InviteValues = { applicationIds: string; bookBy: string };

/** Invite the job's shortlisted applications (not yet invited to this round) to book by a day (its end, in the hospital's time zone). */
export function InviteForm({ round }: { round: InterviewRound }) {
  const { t } = useLingui();
  const prefix = `invite-${round.id}`;
  const candidates = $api.useQuery('get', APPLICATIONS_API, { params: { query: { jobId: round.jobId, status: ['shortlisted', 'interview'], sortBy: 'name', perPage: 100 } } });
  const invited = new Set(round.invitations.map((i) => i.applicationId));
  const open = candidates.data?.applications.filter((a) => !invited.has(a.id)) ?? [];
  const form = useCheckedForm<InviteValues>({
    id: prefix,
    fields: ['applicationIds', 'bookBy'],
    defaultValues: { applicationIds: '', bookBy: localDay(7) },
    validate: (v) => ({
      applicationIds: v.applicationIds ? null : msg`Choose at least one applicant.`,
      bookBy: isDay(v.bookBy) && v.bookBy >= localDay() ? null : msg`Give a day from today on.`,
    }),
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const invite = $api.useMutation('post', ROUND_INVITATIONS_API);
  const [sent, setSent] = useState<number | null>(null);
  // Sent, the chosen boxes and the busy button give way to what was done: it takes the focus.
  const sentNote = useFocusWhen<HTMLParagraphElement>(sent === null ? null : `sent ${sent}`);
  const chosen = form.form.watch('applicationIds').split(',').filter(Boolean);
  const toggle = (id: string, on: boolean) =>
    form.form.setValue(
      'applicationIds',
      open.map((a) => String(a.id)).filter((a) => (a === id ? on : chosen.includes(a))).join(','),
    );
  const submit = form.onSubmit(async (values) => {
    setSent(null);
    try {
      const bookBy = new Date(zonedInstant(values.bookBy, 23 * 60 + 59, round.timeZone)).toISOString();
      const answer = await invite.mutateAsync({ params: { path: { id: round.id } }, body: { applicationIds: values.applicationIds.split(',').map(Number), bookBy } });
      form.form.setValue('applicationIds', '');
      setSent(answer.invited.length);
      await roundsChanged();
    } catch (error) {
      const { problem, text } = interviewProblem(error);
      form.fail(problem.field === 'bookBy' ? { bookBy: text } : { applicationIds: text });
    }
  });
  const title = t`Invite to book: ${round.name}`;
  const listId = form.idOf('applicationIds');
  return (
    <div className="interview-invite">
      <h3>
        <Trans>Invite applicants</Trans>
      </h3>
      <FormErrorSummary form={form} id={`${prefix}-summary`} title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form" aria-label={title}>
        <fieldset disabled={form.submitting} className="admin-form__body">
          <fieldset id={listId} className="admin-checkboxes" tabIndex={-1}>
            <legend className="form-field__label">
              <Trans>Shortlisted applicants not yet invited to this round</Trans>
            </legend>
            {open.length ? null : (
              <p className="form-field__hint">
                <Trans>There is nobody else to invite.</Trans>
              </p>
            )}
            {open.map((a) => (
              <div key={a.id} className="admin-checkboxes__option">
                <input type="checkbox" id={`${listId}-${a.id}`} checked={chosen.includes(String(a.id))} onChange={(e) => toggle(String(a.id), e.target.checked)} />
                <label htmlFor={`${listId}-${a.id}`}>{a.applicant.fullName ?? t`Application ${a.id}`}</label>
              </div>
            ))}
            {form.messageOf('applicationIds') ? <p className="form-field__error">{form.messageOf('applicationIds')}</p> : null}
          </fieldset>
          <DateField form={form} name="bookBy" label={<Trans>Book by (end of the day, hospital time)</Trans>} required />
        </fieldset>
        <div className="admin-form__actions">
          <BusyButton type="submit" label={t`Send the invitations`} busy={form.submitting} disabled={!open.length} />
        </div>
      </form>
      <div aria-live="polite">
        {sent !== null ? (
          <p className="interview-notice" tabIndex={-1} ref={sentNote}>
            <Plural value={sent} one="# invitation was e-mailed." other="# invitations were e-mailed." />
          </p>
        ) : null}
      </div>
    </div>
  );
}
