import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { EVENT_LABELS, formatMoment, REFERENCE_STATUS_LABELS } from '../../../lib/reference-vocabulary';
import type { components } from '../../../api/schema';
import { PageSection } from '../shared/page-section';
import { ReplaceRefereeForm } from './replace-referee-form';
import { FixRefereeEmailForm } from './fix-referee-email-form';
import { MY_REFERENCE_REFUSALS } from './my-reference-refusals';
import { BusyButton } from '../../../components/busy-button';

type MyReference = components['schemas']['MyReference'];
const MY_REFERENCES_API = '/api/careers/applications/{id}/references';

/**
 * "References" on My application: each request's referee, status and history, never what they
 * answered; a reminder (at most every 48 hours) and replacing a referee who declined or did not answer.
 */
export function MyReferences({ applicationId }: { applicationId: number }) {
  const load = $api.useQuery('get', MY_REFERENCES_API, { params: { path: { id: applicationId } } }, { retry: false });
  const items = load.data?.items ?? [];
  if (!items.length) return null;
  return (
    <PageSection id="application-references" title={<Trans>References</Trans>} intro={<Trans>We ask your referees for a reference by e-mail. You see where each request stands, never what a referee wrote.</Trans>}>
      <ul className="my-references">
        {items.map((item) => (
          <ReferenceItem key={item.id} applicationId={applicationId} item={item} onChange={() => void load.refetch()} />
        ))}
      </ul>
    </PageSection>
  );
}

function ReferenceItem({ applicationId, item, onChange }: { applicationId: number; item: MyReference; onChange: () => void }) {
  const { t, i18n } = useLingui();
  const remind = $api.useMutation('post', '/api/careers/applications/{id}/references/{referenceId}/remind');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [fixing, setFixing] = useState(false);
  const open = item.status === 'requested' || item.status === 'in_progress';
  const send = async () => {
    setNotice(null);
    try {
      await remind.mutateAsync({ params: { path: { id: applicationId, referenceId: item.id } } });
      setNotice({ ok: true, text: t`A reminder was sent to ${item.refereeName}.` });
      onChange();
    } catch (error) {
      setNotice({ ok: false, text: problemText(apiProblem(error), MY_REFERENCE_REFUSALS) });
    }
  };
  return (
    <li className="my-references__item">
      <p className="my-references__head">
        <strong>{item.refereeName}</strong> <span>{item.refereeEmail}</span> <span className="my-references__status">{i18n._(REFERENCE_STATUS_LABELS[item.status])}</span>
      </p>
      <ol className="my-references__history" aria-label={t`History of the request to ${item.refereeName}`}>
        {item.history.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            {formatMoment(event.at, i18n.locale)}: {i18n._(EVENT_LABELS[event.kind]!)}
          </li>
        ))}
      </ol>
      <div className="my-references__actions">
        {open ? <BusyButton type="button" outlined size="small" label={t`Remind ${item.refereeName}`} busy={remind.isPending} onClick={() => void send()} /> : null}
        {item.addressBounced ? <Button type="button" outlined size="small" label={t`Correct the e-mail address`} aria-expanded={fixing} onClick={() => setFixing(!fixing)} /> : null}
        {item.canReplace ? <Button type="button" outlined size="small" label={t`Replace this referee`} aria-expanded={replacing} onClick={() => setReplacing(!replacing)} /> : null}
      </div>
      {item.addressBounced ? <p className="applicant-problem">{t`Our e-mail to ${item.refereeName} could not be delivered. Check their address and correct it: the request goes again to the new one.`}</p> : null}
      {open && !item.canRemind ? <p className="my-references__hint">{t`You can remind a referee once every 48 hours.`}</p> : null}
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'my-references__ok' : 'applicant-problem'}>
          {notice.text}
        </p>
      ) : null}
      {fixing && item.addressBounced ? <FixRefereeEmailForm applicationId={applicationId} item={item} onDone={() => (setFixing(false), onChange())} /> : null}
      {replacing ? <ReplaceRefereeForm applicationId={applicationId} referenceId={item.id} onDone={() => (setReplacing(false), onChange())} /> : null}
    </li>
  );
}
