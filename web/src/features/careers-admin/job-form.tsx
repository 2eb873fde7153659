import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';
import { FormErrorSummary } from '../../components/form-error-summary';
import { useCheckedForm } from '../../components/use-checked-form';
import { ACTION_LABELS } from './job-actions';
import { CheckboxesField, DateField, SelectField, TextAreaField, TextField } from './job-form-fields';
import { EMPTY_JOB, JOB_FIELDS, opensAfterSave, serverErrors, toJobInput, validateJob, valuesOfJob } from './job-form-model';
import { useSaveJob } from './use-save-job';
import { useFocusWhen } from '../../lib/use-focus-when';
import { STATUS_LABELS, type Job } from './vocabulary';
import { DEPARTMENT_LABELS, DOCUMENT_KIND_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS } from '../../lib/careers-vocabulary';
import { JOB_REFERENCE_STAGE_LABELS } from '../../lib/reference-vocabulary';
import * as paths from '../../../../common/paths';
import { JOB_LIMITS } from '../../../../common/job-rules';

type Intent = 'save' | 'publish';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

interface JobFormProps {
  /** The job to edit; null for a new one. */
  job: Job | null;
  onDone: (job: Job, published: boolean) => void;
  /** The list this form was opened from. */
  listHref: string;
  onDuplicate: (job: Job) => void;
  /** Whether the caller may save this job (their rules on this row); a read-only caller gets no save button. */
  editable?: boolean;
  /** Whether the caller may copy it. */
  mayDuplicate?: boolean;
  /** The heading takes the focus when the form appears (opened from the list: the link pressed is gone). */
  focusHeading?: boolean;
}

/**
 * Create or edit a job. A draft needs only a title; publishing (and saving an open or closed job)
 * needs every required field, a salary range the right way round and, to be open, a closing date
 * today or later. The server checks the same and its refusal is shown next to the field concerned.
 */
export function JobForm({ job, onDone, listHref, onDuplicate, editable = true, mayDuplicate = true, focusHeading = false }: JobFormProps) {
  const { t, i18n } = useLingui();
  const headingRef = useFocusWhen<HTMLHeadingElement>(focusHeading);
  // After a new job is first saved, later saves edit it (a failed publish must not create another).
  const [current, setCurrent] = useState<Job | null>(job);
  const intent = useRef<Intent>('save');
  const status = current?.status ?? null;
  const form = useCheckedForm({
    id: 'job',
    fields: JOB_FIELDS,
    defaultValues: job ? valuesOfJob(job) : EMPTY_JOB,
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
    validate: (values) =>
      validateJob(values, { opening: opensAfterSave(status, intent.current === 'publish'), wasPublic: status === 'closed', today: today() }),
  });
  const archived = status === 'archived';
  const canPublish = status === null || status === 'draft';

  const { save, publish } = useSaveJob();

  const submit = form.onSubmit(async (values) => {
    const saved = await save(current, toJobInput(values));
    if (!saved.ok) {
      const placed = serverErrors(saved.problem);
      return form.fail(placed.fields, placed.form);
    }
    setCurrent(saved.job);
    if (intent.current !== 'publish') return onDone(saved.job, false);
    const published = await publish(saved.job);
    if (published.ok) return onDone(published.job, true);
    const placed = serverErrors(published.problem);
    return form.fail(placed.fields, placed.form ?? msg`The job was saved as a draft but not published.`);
  });

  const heading = current ? t`Edit job` : t`New job`;
  const statusText = status ? i18n._(STATUS_LABELS[status]) : null;
  const reference = current?.reference;
  return (
    <section className="admin-job-form" aria-labelledby="job-form-title">
      <p className="admin-back">
        <Link href={listHref}>
          <Trans>Back to the list of jobs</Trans>
        </Link>
      </p>
      <h1 id="job-form-title" tabIndex={-1} ref={headingRef}>
        {heading}
        {current ? <span className="admin-job-form__subtitle">{current.title}</span> : null}
      </h1>
      {current ? (
        <p className="admin-job-form__meta">
          <Trans>
            Reference {reference} · Status: {statusText}
          </Trans>
          {status === 'open' || status === 'closed' ? (
            <>
              {' · '}
              <Link href={paths.to(paths.careers.job, current.slug)}>
                <Trans>View on the board</Trans>
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {archived ? (
        <div className="admin-notice" role="note">
          <p>
            <Trans>An archived job cannot be edited. Duplicate it to start a new draft from it.</Trans>
          </p>
          {mayDuplicate ? <Button type="button" label={i18n._(ACTION_LABELS.duplicate)} className="form-action" onClick={() => onDuplicate(current!)} /> : null}
        </div>
      ) : null}
      <p className="admin-job-form__hint">
        {canPublish ? (
          <Trans>A draft needs only a title. To publish, fill in every field marked required and choose a closing date today or later.</Trans>
        ) : (
          <Trans>This job has been published: the fields marked required must stay filled in.</Trans>
        )}
      </p>
      <FormErrorSummary form={form} id="job-form-summary" title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form">
        <fieldset disabled={archived || form.submitting} className="admin-form__body">
          <TextField form={form} name="title" label={<Trans>Job title</Trans>} required maxLength={JOB_LIMITS.title} />
          <div className="admin-form__grid field-grid">
            <SelectField form={form} name="department" label={<Trans>Department (required to publish)</Trans>} options={DEPARTMENT_LABELS} />
            <SelectField form={form} name="location" label={<Trans>Site (required to publish)</Trans>} options={SITE_LABELS} />
            <SelectField form={form} name="employmentType" label={<Trans>Employment type (required to publish)</Trans>} options={EMPLOYMENT_TYPE_LABELS} />
            <SelectField form={form} name="workingPattern" label={<Trans>Working pattern (required to publish)</Trans>} options={WORKING_PATTERN_LABELS} />
            <TextField form={form} name="grade" label={<Trans>Grade</Trans>} maxLength={JOB_LIMITS.grade} />
            <TextField form={form} name="posts" label={<Trans>Number of posts</Trans>} inputMode="numeric" />
            <TextField form={form} name="salaryMin" label={<Trans>Minimum monthly salary (required to publish)</Trans>} inputMode="numeric" />
            <TextField form={form} name="salaryMax" label={<Trans>Maximum monthly salary (required to publish)</Trans>} inputMode="numeric" />
            <TextField form={form} name="salaryCurrency" label={<Trans>Currency</Trans>} hint={<Trans>Three letters, such as KES.</Trans>} maxLength={3} />
            <DateField
              form={form}
              name="closingDate"
              label={<Trans>Closing date (required to publish)</Trans>}
              hint={<Trans>The last day to apply; the job closes at the end of it.</Trans>}
            />
          </div>
          <TextAreaField form={form} name="summary" rows={3} maxLength={JOB_LIMITS.summary} label={<Trans>Summary (required to publish)</Trans>} hint={<Trans>One or two sentences shown in the list of jobs.</Trans>} />
          <TextAreaField form={form} name="description" rows={8} maxLength={JOB_LIMITS.description} label={<Trans>Description (required to publish)</Trans>} hint={<Trans>Leave an empty line between paragraphs.</Trans>} />
          <TextAreaField form={form} name="duties" rows={5} label={<Trans>Main duties</Trans>} hint={<Trans>One duty per line.</Trans>} />
          <TextAreaField form={form} name="essentialCriteria" rows={5} label={<Trans>Essential criteria</Trans>} hint={<Trans>One criterion per line.</Trans>} />
          <TextAreaField form={form} name="desirableCriteria" rows={4} label={<Trans>Desirable criteria</Trans>} hint={<Trans>One criterion per line.</Trans>} />
          <CheckboxesField form={form} name="documentsRequired" legend={<Trans>Documents required</Trans>} options={DOCUMENT_KIND_LABELS} />
          <SelectField
            form={form}
            name="referenceStage"
            label={<Trans>When references are requested</Trans>}
            hint={<Trans>After the offer, referees may be asked about health and sickness absence; before interview they never are.</Trans>}
            options={JOB_REFERENCE_STAGE_LABELS}
            placeholder={false}
          />
        </fieldset>
        {archived || !editable ? null : (
          <div className="admin-form__actions">
            {canPublish ? (
              <>
                <BusyButton type="submit" label={t`Save and publish`} className="form-action" busy={form.submitting} onClick={() => (intent.current = 'publish')} />
                <Button type="submit" label={t`Save as draft`} className="p-button-outlined admin-outline" disabled={form.submitting} onClick={() => (intent.current = 'save')} />
              </>
            ) : (
              <BusyButton type="submit" label={t`Save changes`} className="form-action" busy={form.submitting} onClick={() => (intent.current = 'save')} />
            )}
            <Link href={listHref} className="admin-cancel">
              <Trans>Cancel</Trans>
            </Link>
          </div>
        )}
      </form>
    </section>
  );
}

