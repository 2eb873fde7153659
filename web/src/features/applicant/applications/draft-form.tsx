import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { addDocument, useDocumentList } from '../documents/api';
import { refreshApplications } from './api';
import type { ApplicantDocument } from '../documents/file-checks';
import type { GoToPlace } from './blocker-list';
import { ActivationNotice } from './activation-notice';
import { DeclarationSection, DocumentsSection, StatementSection } from './draft-sections';
import { ReviewStep } from './review-step';
import { SubmitSummary } from './submit-summary';
import { FIELD_IDS, refusedBlockers, type Application, type ApplicationForm, type Blocker } from './model';
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
  const { t } = useLingui();
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
          <fieldset disabled={disabled} className="applicant-form__fieldset">
            <StatementSection form={form} update={update} />
            <DocumentsSection form={form} update={update} documents={documents} required={application.job.documentsRequired} gone={has('document_gone')} onAttach={attach} disabled={disabled} />
            <DeclarationSection form={form} update={update} missing={declarationMissing} />
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
          identityWarnings={application.identityWarnings}
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
