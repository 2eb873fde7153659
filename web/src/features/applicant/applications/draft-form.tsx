import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { api } from '../../../lib/api-client';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FormMessage } from '../../../components/form-state';
import type { components } from '../../../api/schema';
import { TextField } from '../profile/text-field';
import { PageSection } from '../shared/page-section';
import { KIND_LABELS } from '../documents/kinds';
import { FIELD_IDS, MAX_COVER_LETTER, refusalFor, type Application, type ApplicationForm, type Refusal } from './model';

type ApplicantDocument = components['schemas']['ApplicantDocument'];

interface DraftProps {
  application: Application;
  form: ApplicationForm;
  update: (change: (form: ApplicationForm) => ApplicationForm) => void;
  flush: () => Promise<void>;
  disabled: boolean;
  onSubmitted: (a: Application) => void;
}

/** The draft: statement, documents, declaration; then a Review step and Submit. */
export function DraftForm({ application, form, update, flush, disabled, onSubmitted }: DraftProps) {
  const { t, i18n } = useLingui();
  const [documents, setDocuments] = useState<ApplicantDocument[] | null>(null);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void (async () => {
      try {
        const { data } = await api.GET('/api/careers/documents');
        setDocuments(data?.documents ?? []);
      } catch {
        setDocuments([]);
      }
    })();
  }, []);

  useEffect(() => {
    if (step === 'review') reviewRef.current?.focus();
  }, [step]);

  const required = application.job.documentsRequired;
  const count = form.coverLetter.length;
  const chosen = (documents ?? []).filter((d) => form.documentIds.includes(d.id));
  const errorAt = (target: Refusal['target']) => (refusal?.target === target ? refusal.message : undefined);

  const submit = async () => {
    setBusy(true);
    setFailed(false);
    setRefusal(null);
    try {
      await flush();
      const { data, error } = await api.POST('/api/careers/applications/{id}/submit', { params: { path: { id: application.id } } });
      if (data) return onSubmitted(data);
      if (error && typeof error === 'object' && 'field' in error) {
        const r = refusalFor((error as { field?: string }).field);
        setRefusal(r);
        setStep(r.target === 'account' || r.target === 'job' || r.target === 'profile' ? 'review' : 'edit');
        setTimeout(() => summaryRef.current?.focus(), 0);
      } else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const summary = {
    summaryRef,
    errorList: refusal ? [{ id: refusal.fieldId, message: refusal.message as FormMessage }] : [],
    formError: null,
  };

  const refusalNote = (target: Refusal['target'], id: string) =>
    refusal?.target === target ? (
      <p id={id} tabIndex={-1} className="application-error">
        {i18n._(refusal.message)}{' '}
        {refusal.href ? <Link href={refusal.href}>{t`Go to your applicant details`}</Link> : null}
        {target === 'job' ? <Link href="/careers/jobs">{t`See the open jobs`}</Link> : null}
      </p>
    ) : null;

  return (
    <>
      <FormErrorSummary form={summary} id="application-summary" title={<Trans>Your application was not submitted</Trans>} />
      {refusalNote('account', FIELD_IDS.account)}
      {refusalNote('job', FIELD_IDS.job)}
      {refusalNote('profile', FIELD_IDS.profile)}
      {step === 'edit' ? (
        <form
          className="applicant-form"
          noValidate
          aria-label={t`Your application`}
          onBlur={() => void flush()}
          onSubmit={(event) => {
            event.preventDefault();
            void flush();
            setStep('review');
          }}
        >
          <fieldset disabled={disabled} className="application-fieldset">
            <PageSection id="application-statement" title={<Trans>Cover letter or supporting statement</Trans>}>
              <TextField
                id={FIELD_IDS.coverLetter}
                label={t`Your supporting statement`}
                value={form.coverLetter}
                onChange={(value) => update((f) => ({ ...f, coverLetter: value }))}
                maxLength={MAX_COVER_LETTER}
                rows={10}
                error={errorAt('coverLetter')}
                describedBy={`${FIELD_IDS.coverLetter}-counter`}
              />
              <p id={`${FIELD_IDS.coverLetter}-counter`} className="applicant-counter">
                <Trans>
                  {count} of {MAX_COVER_LETTER} characters
                </Trans>
              </p>
            </PageSection>
            <PageSection
              id="application-documents-section"
              title={<Trans>Documents</Trans>}
              intro={
                required.length ? (
                  <Trans>This job requires: {required.map((k) => i18n._(KIND_LABELS[k])).join(', ')}.</Trans>
                ) : (
                  <Trans>Choose the documents to send with this application.</Trans>
                )
              }
            >
              <div id={FIELD_IDS.documents} tabIndex={-1} role="group" aria-label={t`Documents to send`} aria-describedby={refusal?.target === 'documents' ? `${FIELD_IDS.documents}-error` : undefined}>
                {refusal?.target === 'documents' ? (
                  <p id={`${FIELD_IDS.documents}-error`} className="application-error">
                    {i18n._(refusal.message)} {refusal.kind ? i18n._(KIND_LABELS[refusal.kind]) : null}
                  </p>
                ) : null}
                {documents === null ? null : documents.length === 0 ? (
                  <p>
                    <Trans>You have no documents yet.</Trans> <Link href="/careers/profile#documents">{t`Upload documents in your applicant details`}</Link>
                  </p>
                ) : (
                  <ul className="application-documents">
                    {documents.map((d) => {
                      const id = `application-document-${d.id}`;
                      const checked = form.documentIds.includes(d.id);
                      return (
                        <li key={d.id}>
                          <Checkbox
                            inputId={id}
                            checked={checked}
                            onChange={(e) =>
                              update((f) => ({ ...f, documentIds: e.checked ? [...f.documentIds, d.id] : f.documentIds.filter((x) => x !== d.id) }))
                            }
                          />{' '}
                          <label htmlFor={id}>
                            {d.name} ({i18n._(KIND_LABELS[d.kind])}
                            {required.includes(d.kind) ? <>, {t`required by this job`}</> : null})
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </PageSection>
            <PageSection id="application-declaration-section" title={<Trans>Declaration</Trans>}>
              <div className="application-declaration">
                <Checkbox
                  inputId={FIELD_IDS.declaration}
                  checked={form.declaration}
                  invalid={refusal?.target === 'declaration'}
                  aria-describedby={refusal?.target === 'declaration' ? `${FIELD_IDS.declaration}-error` : undefined}
                  onChange={(e) => update((f) => ({ ...f, declaration: !!e.checked }))}
                />
                <label htmlFor={FIELD_IDS.declaration}>
                  <Trans>I declare that the information in this application is true and complete.</Trans>
                </label>
              </div>
              {refusal?.target === 'declaration' ? (
                <p id={`${FIELD_IDS.declaration}-error`} className="application-error">
                  {i18n._(refusal.message)}
                </p>
              ) : null}
            </PageSection>
            <div className="application-actions">
              <Button type="submit" label={t`Review my application`} />
            </div>
          </fieldset>
        </form>
      ) : (
        <section className="application-panel application-review" aria-labelledby="application-review-title">
          <h2 id="application-review-title" ref={reviewRef} tabIndex={-1}>
            <Trans>Review your application</Trans>
          </h2>
          <dl>
            <dt>
              <Trans>Supporting statement</Trans>
            </dt>
            <dd>{form.coverLetter || t`(empty)`}</dd>
            <dt>
              <Trans>Documents</Trans>
            </dt>
            <dd>{chosen.length ? chosen.map((d) => `${d.name} (${i18n._(KIND_LABELS[d.kind])})`).join(', ') : t`None`}</dd>
            <dt>
              <Trans>Declaration</Trans>
            </dt>
            <dd>{form.declaration ? t`Accepted` : t`Not accepted`}</dd>
          </dl>
          {failed ? (
            <p role="alert" className="application-error">
              <Trans>Your application could not be submitted. Try again.</Trans>
            </p>
          ) : null}
          <div className="application-actions">
            <Button type="button" outlined label={t`Back to the form`} onClick={() => setStep('edit')} disabled={busy} />
            <Button type="button" label={t`Submit my application`} onClick={() => void submit()} loading={busy} disabled={busy || disabled} />
          </div>
        </section>
      )}
    </>
  );
}
