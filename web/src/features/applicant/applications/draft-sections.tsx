import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from 'primereact/checkbox';
import { TextField } from '../profile/text-field';
import { PageSection } from '../shared/page-section';
import { KIND_LABELS } from '../documents/kinds';
import type { ApplicantDocument } from '../documents/file-checks';
import { RequiredDocuments } from './required-documents';
import { FIELD_IDS, MAX_COVER_LETTER, type Application, type ApplicationForm } from './model';
import * as paths from '../../../../../common/paths';

/** What every part of the draft is given: the form as it stands and the way to change it (autosaved). */
interface DraftPart {
  form: ApplicationForm;
  update: (change: (form: ApplicationForm) => ApplicationForm) => void;
}

/** The cover letter or supporting statement, with its character count. */
export function StatementSection({ form, update }: DraftPart) {
  const { t } = useLingui();
  const count = form.coverLetter.length;
  return (
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
  );
}

interface DocumentsProps extends DraftPart {
  /** The applicant's documents; null while they are on their way. */
  documents: ApplicantDocument[] | null;
  required: Application['job']['documentsRequired'];
  /** A chosen document was deleted since (the submit was refused for it). */
  gone: boolean;
  onAttach: (doc: ApplicantDocument) => void;
  disabled: boolean;
}

/** The documents to send: the job's required kinds (attach or upload), then every document to tick. */
export function DocumentsSection({ form, update, documents, required, gone, onAttach, disabled }: DocumentsProps) {
  const { t, i18n } = useLingui();
  return (
    <PageSection
      id="application-documents-section"
      title={<Trans>Documents</Trans>}
      intro={required.length ? <Trans>This job requires the documents below. Attach one of yours, or upload it here.</Trans> : <Trans>Choose the documents to send with this application.</Trans>}
    >
      {documents === null ? null : <RequiredDocuments required={required} documents={documents} chosen={form.documentIds} onAttach={onAttach} disabled={disabled} />}
      <div id={FIELD_IDS.documents} tabIndex={-1} role="group" aria-label={t`Documents to send`}>
        {gone ? (
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
                    onChange={(e) => update((f) => ({ ...f, documentIds: e.checked ? [...f.documentIds, d.id] : f.documentIds.filter((x) => x !== d.id) }))}
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
  );
}

/** The declaration; `missing`: a submit was refused for it, so an unticked box says so. */
export function DeclarationSection({ form, update, missing }: DraftPart & { missing: boolean }) {
  const showError = missing && !form.declaration;
  return (
    <PageSection id="application-declaration-section" title={<Trans>Declaration</Trans>}>
      <div className="application-declaration">
        <Checkbox inputId="application-disability-scheme" checked={form.disabilityScheme ?? false} onChange={(e) => update((f) => ({ ...f, disabilityScheme: !!e.checked }))} />
        <label htmlFor="application-disability-scheme">
          <Trans>I have a disability and ask to be considered under the guaranteed interview scheme: if I meet every essential criterion, I will be invited to interview.</Trans>
        </label>
      </div>
      <div className="application-declaration">
        <Checkbox
          inputId={FIELD_IDS.declaration}
          checked={form.declaration}
          invalid={showError}
          aria-describedby={showError ? `${FIELD_IDS.declaration}-error` : undefined}
          onChange={(e) => update((f) => ({ ...f, declaration: !!e.checked }))}
        />
        <label htmlFor={FIELD_IDS.declaration}>
          <Trans>I declare that the information in this application is true and complete.</Trans>
        </label>
      </div>
      {showError ? (
        <p id={`${FIELD_IDS.declaration}-error`} className="application-error">
          <Trans>Accept the declaration before submitting.</Trans>
        </p>
      ) : null}
    </PageSection>
  );
}
