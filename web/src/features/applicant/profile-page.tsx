import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { FormMessage } from '../../components/form-state';
import { PageLoading } from '../../components/page-loading';
import { useProfile } from './profile/use-profile';
import { SaveStatus } from './profile/save-status';
import { Checklist } from './profile/checklist';
import { PersonalSection } from './profile/personal-section';
import { RegistrationSection } from './profile/registration-section';
import { EducationSection, EmploymentSection } from './profile/history-sections';
import { RefereesSection } from './profile/referees-section';
import { StatementSection } from './profile/statement-section';
import { DocumentsSection } from './documents/documents-section';
import { PageHeader } from './shared/page-header';
import { ConflictNotice } from './shared/conflict-notice';
import './applicant.css';

/**
 * /careers/profile, "Applicant Details": the applicant's details in sections, autosaved as they
 * type (and on leaving a field), with a checklist of complete sections and the documents. When the
 * details were saved in another tab or window first, the form stays on screen but is no longer
 * saved (nor editable) until the applicant reloads: never a silent overwrite.
 */
function ProfilePage() {
  const { t, i18n } = useLingui();
  const { load, reload, profile, update, flush, completeness, lastSaved, saveState, conflict, problems } = useProfile();
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors = useMemo(() => new Map(problems.map((p) => [p.field, p.message])), [problems]);
  const errorOf = (id: string) => errors.get(id);
  const refused = saveState.kind === 'failed' && saveState.error.reason.kind === 'refused' ? saveState.error.reason.messages : null;
  const showSummary = saveState.kind === 'invalid' || refused !== null;
  const summary = {
    summaryRef,
    errorList: showSummary ? problems.map((p) => ({ id: p.field, message: p.summary as FormMessage })) : [],
    formError: refused ? refused.map((m) => i18n._(m)).join(' ') || t`Some details were refused by the server. Check the fields and try again.` : null,
  };

  return (
    <div className="applicant-page">
      <PageHeader
        title={<Trans>Applicant Details</Trans>}
        lead={<Trans>Your details are used to start every application. They are saved as you type: you can stop and come back at any time.</Trans>}
      />
      {load.kind === 'loading' ? <PageLoading /> : null}
      {load.kind === 'failed' ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>Your details could not be loaded.</Trans>
          </p>
          <Button type="button" label={t`Try again`} onClick={() => void reload()} />
        </div>
      ) : null}
      {load.kind === 'ready' && profile ? (
        <div className="applicant-page__body">
          <aside className="applicant-page__side">
            {conflict ? null : <SaveStatus state={saveState} lastSaved={lastSaved} onRetry={flush} />}
            {completeness ? <Checklist completeness={completeness} /> : null}
          </aside>
          <div className="applicant-page__main">
            {conflict ? (
              <ConflictNotice onReload={() => void reload()}>
                <Trans>Your details were changed in another tab or window, so your latest changes here were not saved. Reload to see the latest version.</Trans>
              </ConflictNotice>
            ) : null}
            <FormErrorSummary form={summary} id="profile-summary" title={<Trans>Your changes are not saved yet</Trans>} />
            <form
              className="applicant-form"
              noValidate
              aria-label={t`Applicant details`}
              onBlur={flush}
              onSubmit={(event) => {
                event.preventDefault();
                flush();
              }}
            >
              <fieldset disabled={conflict} className="applicant-form__fieldset">
                <PersonalSection profile={profile} update={update} errorOf={errorOf} />
                <RegistrationSection profile={profile} update={update} errorOf={errorOf} />
                <EducationSection profile={profile} update={update} errorOf={errorOf} />
                <EmploymentSection profile={profile} update={update} errorOf={errorOf} />
                <RefereesSection profile={profile} update={update} errorOf={errorOf} />
                <StatementSection profile={profile} update={update} />
              </fieldset>
            </form>
            <DocumentsSection />
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default ProfilePage;
