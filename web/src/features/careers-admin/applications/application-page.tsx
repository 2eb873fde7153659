import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { api, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast';
import { useAdminLoad } from '../use-admin-load';
import { DOCUMENT_KIND_LABELS } from '../../../lib/careers-vocabulary';
import { fileNameOf, saveBlob } from './download';
import { APPLICATION_STATUS_LABELS, moveLabel, needsReason, type AdminApplication, type AdminApplicationEvent, type ApplicationStatus } from './vocabulary';
import '../admin-jobs.css';
import './applications.css';

type Profile = NonNullable<NonNullable<AdminApplication['snapshot']>['profile']>;

const formatDateTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const formatDay = (day: string | null, locale: string) => {
  if (!day) return '—';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d, 12));
};
const formatSize = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="application-dl__item">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="application-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Snapshot({ application }: { application: AdminApplication }) {
  const { i18n } = useLingui();
  const snapshot = application.snapshot;
  const profile: Profile | null = snapshot?.profile ?? null;
  const locale = i18n.locale;
  if (!snapshot) return null;
  if (snapshot.anonymised) {
    return (
      <p className="application-note">
        <Trans>The applicant deleted their account: the personal data is gone.</Trans>
      </p>
    );
  }
  const address = profile ? [profile.address.line1, profile.address.line2, profile.address.city, profile.address.region, profile.address.postalCode, profile.address.country].filter(Boolean).join(', ') : '';
  return (
    <>
      <Block id="application-personal" title={<Trans>Personal details</Trans>}>
        <dl className="application-dl">
          <Item label={<Trans>Name</Trans>}>{snapshot.applicant.fullName}</Item>
          <Item label={<Trans>E-mail</Trans>}>{snapshot.applicant.email ? <a href={`mailto:${snapshot.applicant.email}`}>{snapshot.applicant.email}</a> : null}</Item>
          {profile ? (
            <>
              <Item label={<Trans>Phone</Trans>}>{profile.phone}</Item>
              <Item label={<Trans>Date of birth</Trans>}>{profile.dateOfBirth ? formatDay(profile.dateOfBirth, locale) : null}</Item>
              <Item label={<Trans>Nationality</Trans>}>{profile.nationality}</Item>
              <Item label={<Trans>ID or passport number</Trans>}>{profile.idNumber}</Item>
              <Item label={<Trans>Address</Trans>}>{address}</Item>
              <Item label={<Trans>Professional registration</Trans>}>
                {[profile.registration.body, profile.registration.number].filter(Boolean).join(' · ')}
                {profile.registration.expiryDate ? ` (${formatDay(profile.registration.expiryDate, locale)})` : ''}
              </Item>
            </>
          ) : null}
        </dl>
      </Block>
      {profile ? (
        <>
          <Block id="application-education" title={<Trans>Education</Trans>}>
            {profile.education.length ? (
              <ul className="application-entries">
                {profile.education.map((e) => (
                  <li key={e.id}>
                    <strong>{e.qualification}</strong>
                    {e.fieldOfStudy ? ` — ${e.fieldOfStudy}` : ''}
                    <br />
                    {e.institution} · {formatDay(e.startDate, locale)} – {formatDay(e.endDate, locale)}
                    {e.grade ? ` · ${e.grade}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p>—</p>
            )}
          </Block>
          <Block id="application-employment" title={<Trans>Employment</Trans>}>
            {profile.employment.length ? (
              <ul className="application-entries">
                {profile.employment.map((e) => (
                  <li key={e.id}>
                    <strong>{e.position}</strong>, {e.employer} · {formatDay(e.startDate, locale)} – {formatDay(e.endDate, locale)}
                    {e.duties ? <p className="application-text">{e.duties}</p> : null}
                    {e.reasonForLeaving ? (
                      <p>
                        <Trans>Reason for leaving:</Trans> {e.reasonForLeaving}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p>—</p>
            )}
          </Block>
          <Block id="application-referees" title={<Trans>Referees</Trans>}>
            {profile.referees.length ? (
              <ul className="application-entries">
                {profile.referees.map((r) => (
                  <li key={r.id}>
                    <strong>{r.name}</strong>, {r.position}, {r.organisation}
                    {r.relationship ? ` (${r.relationship})` : ''}
                    <br />
                    {r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null}
                    {r.phone ? ` · ${r.phone}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p>—</p>
            )}
          </Block>
          <Block id="application-statement" title={<Trans>Personal statement</Trans>}>
            <p className="application-text">{profile.personalStatement || '—'}</p>
          </Block>
        </>
      ) : null}
      <Block id="application-cover" title={<Trans>Cover letter</Trans>}>
        <p className="application-text">{snapshot.form.coverLetter || '—'}</p>
      </Block>
    </>
  );
}

function Documents({ application }: { application: AdminApplication }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const download = async (id: string, name: string) => {
    const { data, response } = await api.GET('/api/careers/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob' }).catch(() => ({ data: undefined, response: null }));
    if (data) saveBlob(data, fileNameOf(response?.headers.get('content-disposition') ?? null, name));
    else toast('error', t`Download`, t`The document could not be downloaded.`);
  };
  return (
    <Block id="application-documents" title={<Trans>Documents</Trans>}>
      {application.documents.length ? (
        <ul className="application-entries">
          {application.documents.map((d) => (
            <li key={d.id}>
              <a
                href={d.downloadUrl}
                onClick={(event) => {
                  event.preventDefault();
                  void download(d.id, d.name);
                }}
              >
                {d.name}
              </a>{' '}
              <span className="application-muted">
                {i18n._(DOCUMENT_KIND_LABELS[d.kind])} · {formatSize(d.size)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No documents.</Trans>
        </p>
      )}
    </Block>
  );
}

function TimelineEntry({ event }: { event: AdminApplicationEvent }) {
  const { i18n } = useLingui();
  const internal = !event.visibleToApplicant;
  const to = event.toStatus ? i18n._(APPLICATION_STATUS_LABELS[event.toStatus]) : null;
  const from = event.fromStatus ? i18n._(APPLICATION_STATUS_LABELS[event.fromStatus]) : null;
  return (
    <li className={`application-event${internal ? ' application-event--internal' : ''}`}>
      <div className="application-event__head">
        <time dateTime={event.at}>{formatDateTime(event.at, i18n.locale)}</time>
        {event.actorName ? <span> · {event.actorName}</span> : null}
        {internal ? (
          <span className="application-badge">
            <Trans>Internal</Trans>
          </span>
        ) : null}
        {event.notified ? (
          <span className="application-muted">
            {' '}
            · <Trans>Applicant notified</Trans>
          </span>
        ) : null}
      </div>
      {to ? <p className="application-event__move">{from ? <Trans>{from} → {to}</Trans> : to}</p> : null}
      {event.reason ? (
        <p>
          <Trans>Reason:</Trans> {event.reason}
        </p>
      ) : null}
      {event.note ? <p className="application-text">{event.note}</p> : null}
    </li>
  );
}

/** The moves allowed now, with reason (when required), note and the notify switch. */
function Actions({ application, onDone }: { application: AdminApplication; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [to, setTo] = useState<ApplicationStatus | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState(false);
  const from = application.status;
  const moves = application.allowedTransitions;
  const reasonNeeded = to !== null && needsReason(from, to);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!to && !note.trim()) return;
    if (reasonNeeded && !reason.trim()) {
      setReasonError(true);
      document.getElementById('application-reason')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = to
        ? await api.POST('/api/careers/admin/applications/{id}/transition', {
            params: { path: { id: application.id } },
            body: { to, ...(reasonNeeded ? { reason: reason.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}), notifyApplicant: notify },
          })
        : await api.POST('/api/careers/admin/applications/{id}/notes', { params: { path: { id: application.id } }, body: { note: note.trim() } });
      if (answer.data) {
        const done = to ? i18n._(APPLICATION_STATUS_LABELS[to]) : null;
        toast('success', to ? t`Status changed` : t`Note added`, done ? t`The application is now: ${done}.` : t`The note is on the timeline.`);
        setTo(null);
        setReason('');
        setNote('');
        setReasonError(false);
      } else {
        toast('error', t`Not done`, errorMessage(answer.error, t`The server refused the change.`));
      }
      onDone();
    } catch {
      toast('error', t`Not done`, t`We could not reach the server. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Block id="application-actions" title={<Trans>Review</Trans>}>
      <form className="application-actions" onSubmit={(e) => void send(e)} noValidate>
        <fieldset className="application-moves">
          <legend>
            <Trans>Change the status</Trans>
          </legend>
          {moves.length ? (
            <>
              <label className="application-move">
                <input type="radio" name="application-to" checked={to === null} onChange={() => setTo(null)} /> <Trans>No change (note only)</Trans>
              </label>
              {moves.map((move) => (
                <label key={move} className="application-move">
                  <input type="radio" name="application-to" value={move} checked={to === move} onChange={() => setTo(move)} /> {i18n._(moveLabel(from, move))}
                </label>
              ))}
            </>
          ) : (
            <p>
              <Trans>No status change is possible from this status.</Trans>
            </p>
          )}
        </fieldset>
        {reasonNeeded ? (
          <div className="application-field">
            <label htmlFor="application-reason">
              <Trans>Reason (required)</Trans>
            </label>
            <InputTextarea
              id="application-reason"
              value={reason}
              rows={3}
              maxLength={1000}
              required
              aria-required="true"
              aria-invalid={reasonError || undefined}
              aria-describedby={reasonError ? 'application-reason-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setReasonError(false);
              }}
            />
            {reasonError ? (
              <p id="application-reason-error" className="application-error">
                <Trans>Give a reason.</Trans>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="application-field">
          <label htmlFor="application-note">{to ? <Trans>Note (shown on the timeline)</Trans> : <Trans>Internal note</Trans>}</label>
          <InputTextarea id="application-note" value={note} rows={3} maxLength={4000} onChange={(e) => setNote(e.target.value)} />
        </div>
        {to ? (
          <div className="application-switch">
            <InputSwitch inputId="application-notify" checked={notify} onChange={(e) => setNotify(e.value)} />
            <label htmlFor="application-notify">
              <Trans>Notify the applicant by e-mail</Trans>
            </label>
          </div>
        ) : null}
        <Button type="submit" className="form-action" loading={busy} disabled={!to && !note.trim()} label={to ? i18n._(moveLabel(from, to)) : t`Add note`} />
      </form>
    </Block>
  );
}

/** /careers/single-application/:id (`manage Application`): the review page. */
export default function ApplicationPage() {
  const { i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const load = useAdminLoad(String(id), () => api.GET('/api/careers/admin/applications/{id}', { params: { path: { id } } }));
  const application = load.data;
  return (
    <div className="admin-jobs-page application-page">
      <p>
        <Link href="/careers/admin/applications">
          <Trans>All applications</Trans>
        </Link>
      </p>
      {load.failure !== null && !application ? (
        <div role="alert" className="admin-error">
          {load.failure === 404 || load.failure === 400 ? <Trans>There is no such application.</Trans> : <Trans>We could not load the application.</Trans>}{' '}
          <button type="button" className="admin-action" onClick={load.reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {application ? (
        <>
          <h1>
            <Trans>
              {application.applicant.fullName} — {application.job.title}
            </Trans>
          </h1>
          <p className="application-summary">
            <span className={`application-status application-status--${application.status}`}>{i18n._(APPLICATION_STATUS_LABELS[application.status])}</span>
            <span>
              {' '}
              · <Trans>Reference</Trans> {application.job.reference}
            </span>
            {application.submittedAt ? (
              <span>
                {' '}
                · <Trans>Submitted</Trans> {formatDateTime(application.submittedAt, i18n.locale)}
              </span>
            ) : null}
          </p>
          <div className="application-layout">
            <div className="application-main">
              <Snapshot application={application} />
              <Documents application={application} />
            </div>
            <div className="application-side">
              <Actions key={application.updatedAt + application.timeline.length} application={application} onDone={load.reload} />
              <Block id="application-timeline" title={<Trans>Timeline</Trans>}>
                <ol className="application-timeline">
                  {application.timeline.map((event) => (
                    <TimelineEntry key={event.id} event={event} />
                  ))}
                </ol>
              </Block>
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
