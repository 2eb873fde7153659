import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { formatMoment, REFERENCE_STATUS_LABELS, REVIEW_LABELS } from '../../../lib/reference-vocabulary';
import { useApplicationReferences, type ApplicationReferences } from './api';
import { ReferenceActions } from './reference-actions';
import { useReferenceAction } from './use-reference-action';
import './references.css';
import { BusyButton } from '../../../components/busy-button';
import { ProblemAlert } from '../../../components/problem-alert';

/**
 * The references panel of the staff application page: the requests with their status, review and
 * overdue badge (day 14), the form to ask the applicant's referees, and each request's actions.
 * Nothing shows for a caller who may not see the references (the API answers 404).
 */
export function ReferencesPanel({ applicationId, canUpdate }: { applicationId: number; canUpdate: boolean }) {
  const { t, i18n } = useLingui();
  const load = useApplicationReferences(applicationId);
  const list = load.data;
  if (!list || (!list.items.length && !list.canRequest)) return null;
  return (
    <section className="demo-card references-panel" aria-labelledby="references-panel-title">
      <h2 id="references-panel-title">{t`References`}</h2>
      <p className={list.requiredSatisfied ? 'references-met' : 'references-muted'}>
        {list.requiredSatisfied ? t`The required references are satisfactory: the offer's references check is met.` : t`Two satisfactory references are required.`}
      </p>
      {list.items.length ? (
        <ul className="references-list">
          {list.items.map((item) => (
            <li key={item.id} className="references-item">
              <div className="references-item__head">
                <strong>{item.refereeName}</strong>
                <span>
                  {item.refereeEmail}
                  {item.refereeOrganisation ? ` · ${item.refereeOrganisation}` : ''}
                </span>
              </div>
              <p className="references-item__status">
                <span className={`references-status references-status--${item.status}`}>{i18n._(REFERENCE_STATUS_LABELS[item.status])}</span>
                {item.overdue ? <span className="references-overdue">{t`Overdue`}</span> : null}
                {item.addressBounced ? <span className="references-overdue">{t`Address bounced`}</span> : null}
                <span>{item.stage === 'pre_offer' ? t`Pre-offer` : t`Post-offer`}</span>
                <span>{t`Asked ${formatMoment(item.requestedAt, i18n.locale)}`}</span>
                {item.submittedAt ? <span>{t`Received ${formatMoment(item.submittedAt, i18n.locale)}`}</span> : null}
                {item.review !== 'pending' ? <span>{t`Review: ${i18n._(REVIEW_LABELS[item.review])}`}</span> : null}
              </p>
              {item.addressBounced ? <p className="references-muted">{t`Our e-mail to this address could not be delivered. Check the address with the applicant and change it: the request goes again to the new one.`}</p> : null}
              <ReferenceActions applicationId={applicationId} item={item} canUpdate={canUpdate} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t`No reference has been requested yet.`}</p>
      )}
      {list.canRequest && canUpdate ? <RequestForm applicationId={applicationId} referees={list.referees} beforeOffer={list.needsExplicitStage} /> : null}
    </section>
  );
}

/** Ask the referees the applicant named who were not asked yet. */
function RequestForm({ applicationId, referees, beforeOffer }: { applicationId: number; referees: ApplicationReferences['referees']; beforeOffer: boolean }) {
  const { t } = useLingui();
  const ask = $api.useMutation('post', '/api/careers/admin/applications/{id}/references');
  const [chosen, setChosen] = useState<string[]>([]);
  // The job takes references after the offer: asking earlier is a deliberate choice of the pre-offer questionnaire.
  const [early, setEarly] = useState(false);
  const { run, problem, busy } = useReferenceAction();
  // The requests sent: the button pressed goes disabled, or the form gives way to a line saying all
  // were asked; what was sent takes the focus (WCAG 2.4.3).
  const [sent, setSent] = useState<{ count: number } | null>(null);
  const sentRef = useFocusWhen<HTMLParagraphElement>(sent);
  const sentLine = sent ? (
    <p role="status" tabIndex={-1} ref={sentRef}>
      <Plural value={sent.count} one="# reference request was sent." other="# reference requests were sent." />
    </p>
  ) : null;
  const open = referees.filter((r) => !r.requested);
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const form = (
    <form
      noValidate
      className="references-form"
      aria-label={t`Request references`}
      onSubmit={(e) => {
        e.preventDefault();
        const body = { refereeIds: chosen, ...(beforeOffer ? { stage: 'pre_offer' as const } : {}) };
        void run(() => ask.mutateAsync({ params: { path: { id: applicationId } }, body })).then((ok) => {
          if (!ok) return;
          setSent({ count: chosen.length });
          setChosen([]);
        });
      }}
    >
      <fieldset className="references-choice">
        <legend>{t`Request references from`}</legend>
        {open.map((r) => (
          <label key={r.id} className="references-choice__option">
            <input type="checkbox" checked={chosen.includes(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} /> {r.name} ({r.email || t`no e-mail address`})
          </label>
        ))}
      </fieldset>
      {beforeOffer ? (
        <label className="references-choice__option">
          <input type="checkbox" checked={early} onChange={(e) => setEarly(e.target.checked)} /> {t`Ask now, before the offer: this job takes references after the offer. The pre-offer questionnaire asks nothing about health or sickness absence.`}
        </label>
      ) : null}
      <ProblemAlert problem={problem} />
      <BusyButton type="submit" label={t`Send the requests`} busy={busy} disabled={!chosen.length || (beforeOffer && !early)} />
    </form>
  );
  // The line of what was sent stays in one place whether the form stays or gives way (drawn anew, it would lose the focus).
  return (
    <>
      {sentLine}
      {open.length ? form : <p className="references-muted">{t`Every referee the applicant named has been asked.`}</p>}
    </>
  );
}
