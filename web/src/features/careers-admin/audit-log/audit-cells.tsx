import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_ROLE_LABELS, AUDIT_SUBJECT_LABELS, labelOf, type AuditEvent } from './vocabulary';
import * as paths from '../../../../../common/paths';

/** The actor's name as recorded; "The portal" for scheduled work, the account number when no name was kept. */
export function useActorName() {
  const { t } = useLingui();
  return ({ id, name }: AuditEvent['actor']) => name ?? (id === null ? t`The portal` : t`Account ${id}`);
}

/**
 * Who did it: their name (struck through, and said to be deactivated, when their staff account is
 * deactivated now), their role at the time, and a button that keeps only what they did.
 */
export function ActorCell({ event, onOnly }: { event: AuditEvent; onOnly?: (actorId: number) => void }) {
  const { i18n } = useLingui();
  const nameOf = useActorName();
  const name = nameOf(event.actor);
  const { id, role, deactivated } = event.actor;
  return (
    <span className="audit-actor">
      <span className="audit-actor__name">
        {deactivated ? <s>{name}</s> : name}
        {deactivated ? (
          <span className="demo-badge audit-actor__deactivated">
            <Trans>deactivated</Trans>
          </span>
        ) : null}
      </span>
      {role ? <span className="audit-muted">{labelOf(AUDIT_ROLE_LABELS, role, (d) => i18n._(d))}</span> : null}
      {onOnly && id !== null ? (
        <button type="button" className="admin-action audit-actor__only" onClick={() => onOnly(id)}>
          <Trans>Only this person</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
    </span>
  );
}

/** The action in the reader's language when known, else its code; the code stays visible as a hint. */
export function ActionCell({ action }: { action: string }) {
  const { i18n } = useLingui();
  const label = labelOf(AUDIT_ACTION_LABELS, action, (d: MessageDescriptor) => i18n._(d));
  return (
    <span className="audit-action">
      {label}
      {label !== action ? <code className="audit-muted">{action}</code> : null}
    </span>
  );
}

/** What it was done to: the kind of record and its id. */
export function SubjectCell({ event }: { event: AuditEvent }) {
  const { i18n } = useLingui();
  const kind = labelOf(AUDIT_SUBJECT_LABELS, event.subjectType, (d) => i18n._(d));
  return <span className="audit-subject">{event.subjectId ? `${kind} ${event.subjectId}` : kind}</span>;
}

/** The application it concerns, as a link to its review page. */
export function ApplicationCell({ id }: { id: number | null }) {
  if (id === null) return <>—</>;
  return (
    <Link href={paths.to(paths.careers.application, id)}>
      <span className="visually-hidden">
        <Trans>Application</Trans>{' '}
      </span>
      {id}
    </Link>
  );
}

/** Done or refused, as a badge. */
export function OutcomeCell({ outcome }: { outcome: AuditEvent['outcome'] }) {
  const { i18n } = useLingui();
  return <span className={`demo-badge demo-badge--${outcome === 'denied' ? 'danger' : 'success'}`}>{i18n._(AUDIT_OUTCOME_LABELS[outcome])}</span>;
}

/** What else was kept (from/to status, a reason, the fields read, an export's filters), opened on demand. */
export function DetailCell({ event }: { event: AuditEvent }) {
  const entries = Object.entries(event.detail ?? {});
  if (!entries.length && !event.fields?.length) return null;
  return (
    <details className="audit-detail admin-disclosure">
      <summary>
        <Trans>Details</Trans>
      </summary>
      <dl>
        {event.fields?.length ? (
          <div className="audit-detail__entry">
            <dt>
              <Trans>Fields</Trans>
            </dt>
            <dd>{event.fields.join(', ')}</dd>
          </div>
        ) : null}
        {entries.map(([key, value]) => (
          <div key={key} className="audit-detail__entry">
            <dt>{key}</dt>
            <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
