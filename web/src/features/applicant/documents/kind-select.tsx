import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DOCUMENT_KINDS, type DocumentKind } from './file-checks';
import { KIND_LABELS } from './kinds';

/** A labelled choice of document kind (a native select: light, and fully keyboard operable). */
export function KindSelect({ id, label, value, onChange }: { id: string; label: ReactNode; value: DocumentKind; onChange: (kind: DocumentKind) => void }) {
  const { i18n } = useLingui();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select id={id} className="p-inputtext applicant-select" value={value} onChange={(e) => onChange(e.target.value as DocumentKind)}>
        {DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {i18n._(KIND_LABELS[k])}
          </option>
        ))}
      </select>
    </div>
  );
}
