import { forwardRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import type { ApplicantDocument } from '../documents/file-checks';
import { KIND_LABELS } from '../documents/kinds';
import { BlockerList, type GoToPlace } from './blocker-list';
import type { Application, ApplicationForm, Blocker } from './model';
import { IdentityWarnings } from './identity-warnings';

interface ReviewStepProps {
  form: ApplicationForm;
  chosen: readonly ApplicantDocument[];
  /** What a submit would be refused for now: shown before the Submit button is pressed. */
  blockers: readonly Blocker[];
  /** A name-blind job: where the applicant's own name, e-mail or phone is in the free text. */
  identityWarnings: Application['identityWarnings'];
  failed: boolean;
  busy: boolean;
  disabled: boolean;
  onBack: () => void;
  onSubmit: () => void;
  onGo: GoToPlace;
}

/** The answer as it will be sent, what is still missing, and Submit. */
export const ReviewStep = forwardRef<HTMLHeadingElement, ReviewStepProps>(function ReviewStep(props, headingRef) {
  const { form, chosen, blockers, identityWarnings, failed, busy, disabled, onBack, onSubmit, onGo } = props;
  const { t, i18n } = useLingui();
  return (
    <section className="application-panel application-review" aria-labelledby="application-review-title">
      <h2 id="application-review-title" ref={headingRef} tabIndex={-1}>
        <Trans>Review your application</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Supporting statement</Trans>
        </dt>
        <dd>{form.coverLetter || t`(empty)`}</dd>
        <dt>
          <Trans>Documents</Trans>
        </dt>
        <dd>{chosen.length ? chosen.map((d) => `${d.name} (${i18n._(KIND_LABELS[d.kind])})`).join(', ') : t`None`}</dd>
        <dt>
          <Trans>Declaration</Trans>
        </dt>
        <dd>{form.declaration ? t`Accepted` : t`Not accepted`}</dd>
      </dl>
      <IdentityWarnings warnings={identityWarnings} />
      {blockers.length ? (
        <div className="application-missing" aria-labelledby="application-missing-title">
          <h3 id="application-missing-title">
            <Trans>Still missing before you can submit</Trans>
          </h3>
          <BlockerList blockers={blockers} onGo={onGo} />
        </div>
      ) : (
        <p className="application-ready">
          <Trans>Everything this job asks for is here. You can submit your application.</Trans>
        </p>
      )}
      {failed ? (
        <p role="alert" className="application-error">
          <Trans>Your application could not be submitted. Try again.</Trans>
        </p>
      ) : null}
      <div className="application-actions">
        <Button type="button" outlined label={t`Back to the form`} onClick={onBack} disabled={busy} />
        <BusyButton type="button" label={t`Submit my application`} onClick={onSubmit} busy={busy} disabled={busy || disabled} />
      </div>
    </section>
  );
});
