import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { REVIEW_LABELS } from '../../../lib/reference-vocabulary';
import type { ReferenceSummary } from './api';
import { ReferenceContent } from './reference-content';
import { useReferenceAction } from './use-reference-action';
import { BusyButton } from '../../../components/busy-button';
import { ProblemAlert } from '../../../components/problem-alert';

type Mode = 'read' | 'email' | 'elsewhere' | 'review' | null;
const REVIEWS = ['satisfactory', 'clarification', 'unsatisfactory'] as const;

/** One request's actions: read (audited), remind, change the e-mail, record one received elsewhere, cancel, review. */
export function ReferenceActions({ applicationId, item, canUpdate }: { applicationId: number; item: ReferenceSummary; canUpdate: boolean }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>(null);
  const [text, setText] = useState('');
  const [review, setReview] = useState<(typeof REVIEWS)[number]>('satisfactory');
  const { run, problem, busy } = useReferenceAction();
  const path = { params: { path: { id: applicationId, referenceId: item.id } } };
  const remind = $api.useMutation('post', '/api/careers/admin/applications/{id}/references/{referenceId}/remind');
  const cancel = $api.useMutation('post', '/api/careers/admin/applications/{id}/references/{referenceId}/cancel');
  const email = $api.useMutation('patch', '/api/careers/admin/applications/{id}/references/{referenceId}/email');
  const elsewhere = $api.useMutation('post', '/api/careers/admin/applications/{id}/references/{referenceId}/received-elsewhere');
  const reviewIt = $api.useMutation('post', '/api/careers/admin/applications/{id}/references/{referenceId}/review');
  const open = item.status === 'requested' || item.status === 'in_progress';
  const arrived = item.status === 'submitted' || item.status === 'received_elsewhere';
  const show = (next: Mode) => {
    setText(next === 'email' ? item.refereeEmail : '');
    setMode(mode === next ? null : next);
  };
  const done = (ok: boolean) => ok && setMode(null);
  const formId = `reference-${item.id}`;
  return (
    <div className="references-actions">
      <div className="references-actions__row">
        {arrived || item.status === 'declined' ? <Button type="button" outlined size="small" label={mode === 'read' ? t`Hide` : t`Read`} aria-expanded={mode === 'read'} onClick={() => show('read')} /> : null}
        {canUpdate && open ? (
          <>
            <BusyButton type="button" outlined size="small" label={t`Remind`} busy={remind.isPending} disabled={busy} onClick={() => void run(() => remind.mutateAsync(path))} />
            <Button type="button" outlined size="small" label={t`Change e-mail`} aria-expanded={mode === 'email'} onClick={() => show('email')} />
            <Button type="button" outlined size="small" label={t`Received elsewhere`} aria-expanded={mode === 'elsewhere'} onClick={() => show('elsewhere')} />
            <BusyButton type="button" outlined size="small" severity="danger" label={t`Cancel the request`} busy={cancel.isPending} disabled={busy} onClick={() => void run(() => cancel.mutateAsync(path))} />
          </>
        ) : null}
        {canUpdate && arrived ? <Button type="button" size="small" label={t`Review`} aria-expanded={mode === 'review'} onClick={() => show('review')} /> : null}
      </div>
      {mode === 'read' ? <ReferenceContent applicationId={applicationId} referenceId={item.id} /> : null}
      {mode === 'email' || mode === 'elsewhere' ? (
        <form
          noValidate
          className="references-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => (mode === 'email' ? email.mutateAsync({ ...path, body: { email: text.trim() } }) : elsewhere.mutateAsync({ ...path, body: { note: text.trim() } }))).then(done);
          }}
        >
          <label className="form-field__label" htmlFor={`${formId}-text`}>
            {mode === 'email' ? t`The referee's new e-mail address (the old links stop working)` : t`Where and how it was received`}
          </label>
          {mode === 'email' ? (
            <input id={`${formId}-text`} type="email" className="p-inputtext" maxLength={254} value={text} onChange={(e) => setText(e.target.value)} />
          ) : (
            <textarea id={`${formId}-text`} className="p-inputtext" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          )}
          <BusyButton type="submit" size="small" label={t`Save`} busy={busy} disabled={!text.trim()} />
        </form>
      ) : null}
      {mode === 'review' ? (
        <form
          noValidate
          className="references-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => reviewIt.mutateAsync({ ...path, body: { review, ...(text.trim() ? { note: text.trim() } : {}) } })).then(done);
          }}
        >
          <label className="form-field__label" htmlFor={`${formId}-review`}>
            {t`Outcome of the review`}
          </label>
          <select id={`${formId}-review`} className="p-inputtext" value={review} onChange={(e) => setReview(e.target.value as (typeof REVIEWS)[number])}>
            {REVIEWS.map((r) => (
              <option key={r} value={r}>
                {i18n._(REVIEW_LABELS[r])}
              </option>
            ))}
          </select>
          <label className="form-field__label" htmlFor={`${formId}-note`}>
            {t`Note (optional)`}
          </label>
          <textarea id={`${formId}-note`} className="p-inputtext" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          <BusyButton type="submit" size="small" label={t`Save the review`} busy={busy} />
        </form>
      ) : null}
      <ProblemAlert problem={problem} />
    </div>
  );
}
