import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { applicationsChanged } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { SIFT_RULES, type SiftRuleKind } from '../../../../../common/sift-rules';
import { siftChanged } from './score-form';
import { CLOSE_SIFT_API, RULE_LABELS, type CloseSiftAnswer } from './vocabulary';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './sift.css';
import '../../../styles/scroll-cue.css';
import { ProblemAlert } from '../../../components/problem-alert';

/** The outcome, application by application: what the rule gives, with the guaranteed interviews marked. */
function OutcomeTable({ answer }: { answer: CloseSiftAnswer }) {
  const { t } = useLingui();
  return (
    <div className="sift-table-wrap scroll-cue">
      <table className="sift-table">
        <caption className="sift-muted">{answer.closed ? t`Outcome` : t`Outcome preview`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Application`}</th>
            <th scope="col">{t`Total (of ${answer.maxTotal})`}</th>
            <th scope="col">{t`Essentials met`}</th>
            <th scope="col">{t`Outcome`}</th>
          </tr>
        </thead>
        <tbody>
          {answer.outcomes.map((o) => (
            <tr key={o.applicationId}>
              <th scope="row">{o.label}</th>
              <td>{o.total}</td>
              <td>{o.essentialsMet ? t`Yes` : t`No`}</td>
              <td>
                {o.outcome === 'shortlisted' ? t`Shortlisted` : t`Not shortlisted`}
                {o.guaranteedInterview ? ` (${t`guaranteed interview`})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /careers/admin/sift/job/:id/close: choose the rule, see its outcome, then confirm: applicants move and are told. */
function CloseSiftPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const jobId = Number(useParams<{ id: string }>().id);
  const close = $api.useMutation('post', CLOSE_SIFT_API);
  const [rule, setRule] = useState<SiftRuleKind>('essentials');
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<CloseSiftAnswer | null>(null);
  const { problem, busy, call } = useRefusableCall(ADMIN_REFUSALS);
  const [confirming, setConfirming] = useState(false);
  const body = (confirm: boolean) => ({
    rule,
    confirm,
    ...(rule === 'minimum_total' ? { minimumTotal: Number(value) } : {}),
    ...(rule === 'places' ? { places: Number(value) } : {}),
  });
  const run = async (confirm: boolean) => {
    const closed = await call(async () => {
      setAnswer(await close.mutateAsync({ params: { path: { id: jobId } }, body: body(confirm) }));
      // Only closing changes the sift and the applications; a preview changes nothing.
      if (confirm) await Promise.all([siftChanged(), applicationsChanged()]);
    });
    setConfirming(false);
    if (closed && confirm) toast('success', t`Sift closed`, t`The applicants were told by e-mail.`);
  };
  const ready = answer && !answer.closed && answer.unscored === 0 && answer.openModerations === 0;
  // Closed, the button pressed and its dialog are gone: the outcome's heading takes the focus.
  const outcomeHeading = useFocusWhen<HTMLHeadingElement>(answer?.closed);
  return (
    <section className="admin-job-form sift-page" aria-labelledby="close-sift-title">
      <p className="admin-back">
        <Link href={paths.careers.adminSift}>
          <Trans>Back to the sift queue</Trans>
        </Link>
      </p>
      <h1 id="close-sift-title">
        <Trans>Close the sift</Trans>
      </h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(false);
        }}
      >
        <fieldset className="sift-criterion sift-choice" disabled={answer?.closed}>
          <legend>
            <Trans>Shortlist by</Trans>
          </legend>
          {SIFT_RULES.map((r) => (
            <div key={r}>
              <input type="radio" id={`rule-${r}`} name="rule" checked={rule === r} onChange={() => (setRule(r), setAnswer(null))} />
              <label htmlFor={`rule-${r}`}>{i18n._(RULE_LABELS[r])}</label>
            </div>
          ))}
          {rule !== 'essentials' ? (
            <div className="form-field">
              <label className="form-field__label" htmlFor="rule-value">
                {rule === 'places' ? t`Number of places` : t`Minimum total`}
              </label>
              <input id="rule-value" className="p-inputtext" inputMode="decimal" value={value} onChange={(e) => (setValue(e.target.value), setAnswer(null))} />
            </div>
          ) : null}
          <p className="sift-muted">
            <Trans>Applicants who asked to be considered under the disability scheme and meet every essential criterion are shortlisted whatever the rule.</Trans>
          </p>
          <BusyButton type="submit" outlined label={t`Preview the outcome`} busy={busy && !confirming} />
        </fieldset>
      </form>
      <ProblemAlert problem={problem} />
      {answer ? (
        <section aria-labelledby="close-sift-outcome" className="demo-card">
          <h2 id="close-sift-outcome" tabIndex={-1} ref={outcomeHeading}>
            {answer.closed ? t`The sift is closed` : t`What closing would do`}
          </h2>
          <p>
            <Trans>
              Shortlisted: {answer.shortlisted}. Not shortlisted: {answer.rejected}.
            </Trans>
          </p>
          {answer.unscored ? <p className="application-error"><Plural value={answer.unscored} one="# application still lacks scores." other="# applications still lack scores." /></p> : null}
          {answer.openModerations ? <p className="application-error"><Plural value={answer.openModerations} one="# application waits for moderation." other="# applications wait for moderation." /></p> : null}
          <OutcomeTable answer={answer} />
          {ready ? <Button type="button" label={t`Close the sift`} onClick={() => setConfirming(true)} /> : null}
        </section>
      ) : null}
      <ConfirmDialog visible={confirming} title={t`Close the sift?`} confirmLabel={t`Close the sift`} onConfirm={() => void run(true)} onCancel={() => setConfirming(false)} busy={busy}>
        <p>
          <Trans>The applicants move to shortlisted or not shortlisted as previewed and are told by e-mail. Identities are revealed to the panel. This cannot be undone.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}

export default CloseSiftPage;
