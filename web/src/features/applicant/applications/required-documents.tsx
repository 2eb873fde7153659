import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { ACCEPT_ATTRIBUTE, DEFAULT_LIMITS, type ApplicantDocument, type DocumentKind } from '../documents/file-checks';
import { KIND_LABELS } from '../documents/kinds';
import { useUpload } from '../documents/use-upload';
import { FIELD_IDS } from './model';

interface RequiredDocumentsProps {
  required: readonly DocumentKind[];
  /** Every document of the applicant. */
  documents: readonly ApplicantDocument[];
  chosen: readonly string[];
  onAttach: (document: ApplicantDocument) => void;
  disabled: boolean;
}

/** One required kind: attached, or missing with its own ways to add it here and now (choose one, or upload one). */
function RequiredKind({ kind, documents, chosen, onAttach, disabled }: Omit<RequiredDocumentsProps, 'required'> & { kind: DocumentKind }) {
  const { t, i18n } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const { status, busy, upload } = useUpload(DEFAULT_LIMITS, documents.length, onAttach);
  const kindName = i18n._(KIND_LABELS[kind]);
  const attached = documents.find((d) => d.kind === kind && chosen.includes(d.id));
  const candidates = documents.filter((d) => d.kind === kind && !chosen.includes(d.id));
  const fileName = status.kind === 'idle' ? '' : status.name;
  return (
    <li id={FIELD_IDS.required(kind)} tabIndex={-1} className={`required-doc${attached ? ' required-doc--done' : ''}`}>
      <p className="required-doc__state">
        <strong>{kindName}</strong>{' '}
        {attached ? (
          <Trans>attached: {attached.name}</Trans>
        ) : (
          <span className="required-doc__missing">
            <Trans>missing</Trans>
          </span>
        )}
      </p>
      {attached ? null : (
        <div className="required-doc__ways">
          {candidates.map((d) => {
            const name = d.name;
            return <Button key={d.id} type="button" outlined size="small" label={t`Attach ${name}`} onClick={() => onAttach(d)} disabled={disabled} />;
          })}
          <Button type="button" size="small" label={t`Upload your ${kindName}`} onClick={() => picker.current?.click()} disabled={disabled || busy} />
          <input
            ref={picker}
            type="file"
            hidden
            accept={ACCEPT_ATTRIBUTE}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(kind, file);
            }}
          />
        </div>
      )}
      <p role="status" className="required-doc__status">
        {status.kind === 'uploading' ? <Trans>Uploading {fileName}…</Trans> : null}
        {status.kind === 'refused' ? (
          <span className="application-error">
            <Trans>{fileName} was not uploaded.</Trans> {i18n._(status.why)}
          </span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The documents the job requires, each attached or missing; a missing one is added where it is
 * missing: choose one of the applicant's documents of that kind, or upload one (it is attached at once).
 */
export function RequiredDocuments({ required, ...rest }: RequiredDocumentsProps) {
  const { t } = useLingui();
  if (!required.length) return null;
  return (
    <ul className="required-docs" aria-label={t`Documents this job requires`}>
      {required.map((kind) => (
        <RequiredKind key={kind} kind={kind} {...rest} />
      ))}
    </ul>
  );
}
