import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { $api } from '../../../lib/query';
import { addDocument, useDocumentList } from '../documents/documents-api';
import { refreshApplications } from './applications-api';
import { TextField } from '../profile/text-field';
import { PageSection } from '../shared/page-section';
import { KIND_LABELS } from '../documents/kinds';
import type { ApplicantDocument } from '../documents/file-checks';
import type { GoToPlace } from './blocker-list';
import { ActivationNotice } from './activation-notice';
import { RequiredDocuments } from './required-documents';
import { ReviewStep } from './review-step';
import { SubmitSummary } from './submit-summary';
import { FIELD_IDS, MAX_COVER_LETTER, refusedBlockers, type Application, type ApplicationForm, type Blocker } from './model';
import * as paths from '../../../../../common/paths';

interface DraftProps {
  application: Application;
  form: ApplicationForm;
  update: (change: (form: ApplicationForm) => ApplicationForm) => void;
  flush: () => Promise<void>;
  disabled: boolean;
  onSubmitted: (a: Application) => void;
}

/** The reasons fixed in the form itself (the others at the top of the page, or in Applicant Details). */
const FORM_BLOCKERS: readonly Blocker['code'][] = ['documents_missing', 'document_gone', 'declaration_required'];

/**
 * The draft: statement, documents (each one the job requires attached, or added right there),
 * declaration; then a Review step that says what is still missing, and Submit. A refused submit
 * lists every reason at once, and focus moves to that list.
 */
export function DraftForm({ application, form, update, flush, disabled, onSubmitted }: DraftProps) {
  const { t, i18n } = useLingui();
  const documentList = useDocumentList();
  // Without the list (not loaded), nothing to choose from: the rest of the form stays usable.
  const documents = documentList.data?.documents ?? (documentList.isError ? [] : null);
  const submitNow = $api.useMutation('post', '/api/careers/applications/{id}/submit', { onSuccess: refreshApplications });
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [refused, setRefused] = useState<{ blockers: Blocker[]; version: number; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);

  // A refusal stands for the version it was given on; the autosave's answer brings the blockers of later ones.
  const blockers = refused && refused.version === application.version ? refused.blockers : application.blockers;
  const has = (code: Blocker['code']) => blockers.some((b) => b.code === code);

  useEffect(() => {
    if (refused) summaryRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus the summary once per refusal: `at` is new with each one
  }, [refused?.at]);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
    else if (step === 'review') reviewRef.current?.focus();
  }, [focusTarget, step]);

  const goTo: GoToPlace = (place) => {
    if (place.page === 'form') setStep('edit');
    setFocusTarget({ id: place.fieldId });
  };

  const attach = (doc: ApplicantDocument) => {
    addDocument(doc);
    update((f) => (f.documentIds.includes(doc.id) ? f : { ...f, documentIds: [...f.documentIds, doc.id] }));
  };

  const review = async () => {
    await flush();
    setFocusTarget(null);
    setStep('review');
  };

  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await flush();
      onSubmitted(await submitNow.mutateAsync({ params: { path: { id: application.id } } }));
    } catch (error) {
      const reasons = refusedBlockers(error);
      if (!reasons.length) return setFailed(true);
      setRefused({ blockers: reasons, version: application.version, at: Date.now() });
      // What is fixed in the form is shown there, next to the summary, as GOV.UK forms do.
      if (reasons.some((b) => FORM_BLOCKERS.includes(b.code))) setStep('edit');
    } finally {
      setBusy(false);
    }
  };

  const required = application.job.documentsRequired;
  const count = form.coverLetter.length;
  const chosen = (documents ?? []).filter((d) => form.documentIds.includes(d.id));
  const declarationMissing = Boolean(refused) && has('declaration_required');

  return (
    <>
      {refused && blockers.length ? <SubmitSummary ref={summaryRef} blockers={blockers} onGo={goTo} /> : null}
      {has('account_not_activated') ? <ActivationNotice /> : null}
      {has('job_closed') ? (
        <p id={FIELD_IDS.job} tabIndex={-1} className="application-error">
          <Trans>This job has closed: applications are no longer accepted.</Trans> <Link href={paths.careers.jobs}>{t`See the open jobs`}</Link>
        </p>
      ) : null}
      {step === 'edit' ? (
        <form
          className="applicant-form"
          noValidate
          aria-label={t`Your application`}
          onBlur={() => void flush()}
          onSubmit={(event) => {
            event.preventDefault();
            void review();
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
              intro={required.length ? <Trans>This job requires the documents below. Attach one of yours, or upload it here.</Trans> : <Trans>Choose the documents to send with this application.</Trans>}
            >
              {documents === null ? null : (
                <RequiredDocuments required={required} documents={documents} chosen={form.documentIds} onAttach={attach} disabled={disabled} />
              )}
              <div id={FIELD_IDS.documents} tabIndex={-1} role="group" aria-label={t`Documents to send`}>
                {has('document_gone') ? (
                  <p className="application-error">
                    <Trans>One of the chosen documents no longer exists. Choose your documents again.</Trans>
                  </p>
                ) : null}
                {documents === null ? null : documents.length === 0 ? (
                  <p>
                    <Trans>You have no documents yet.</Trans> <Link href={`${paths.careers.profile}#documents`}>{t`Upload documents in your applicant details`}</Link>
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
                  invalid={declarationMissing && !form.declaration}
                  aria-describedby={declarationMissing && !form.declaration ? `${FIELD_IDS.declaration}-error` : undefined}
                  onChange={(e) => update((f) => ({ ...f, declaration: !!e.checked }))}
                />
                <label htmlFor={FIELD_IDS.declaration}>
                  <Trans>I declare that the information in this application is true and complete.</Trans>
                </label>
              </div>
              {declarationMissing && !form.declaration ? (
                <p id={`${FIELD_IDS.declaration}-error`} className="application-error">
                  <Trans>Accept the declaration before submitting.</Trans>
                </p>
              ) : null}
            </PageSection>
            <div className="application-actions">
              <Button type="submit" label={t`Review my application`} />
            </div>
          </fieldset>
        </form>
      ) : (
        <ReviewStep
          ref={reviewRef}
          form={form}
          chosen={chosen}
          blockers={blockers}
          failed={failed}
          busy={busy}
          disabled={disabled}
          onBack={() => setStep('edit')}
          onSubmit={() => void submit()}
          onGo={goTo}
        />
      )}
    </>
  );
}
