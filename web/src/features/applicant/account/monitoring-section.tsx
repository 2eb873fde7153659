import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import type { components } from '../../../api/schema';
import { $api, queryClient } from '../../../lib/query';
import { CATEGORY_LABELS, QUESTION_LABELS } from '../../../lib/equal-opportunities-vocabulary';
import { MONITORING_QUESTION_IDS, MONITORING_QUESTIONS, type MonitoringQuestion } from '../../../../../common/equal-opportunities';
import { PageSection } from '../shared/page-section';
import { SettingsFeedback, SettingsPending, useSettingsDraft } from './settings-feedback';

type Answers = components['schemas']['MonitoringAnswers'];

const MONITORING_KEY = $api.queryOptions('get', '/api/careers/equal-opportunities').queryKey;

/**
 * Equal-opportunities monitoring in the applicant's account: why it is asked, that it is optional
 * and kept apart from applications, one choice per question ("Not answered" or "Prefer not to say"
 * always possible). A draft over the saved answers until Save.
 */
export function MonitoringSection() {
  const { t, i18n } = useLingui();
  const saved = $api.useQuery('get', '/api/careers/equal-opportunities');
  const { draft, outcome, ...edit } = useSettingsDraft<Answers>();
  const store = $api.useMutation('put', '/api/careers/equal-opportunities', {
    onSuccess: (data) => {
      queryClient.setQueryData(MONITORING_KEY, data);
      edit.saved();
    },
    onError: edit.failed,
  });
  const answers = draft ?? saved.data?.answers ?? null;
  const saving = store.isPending;

  function change(question: MonitoringQuestion, value: string) {
    if (!answers) return;
    edit.change({ ...answers, [question]: value === '' ? null : value } as Answers);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (answers) store.mutate({ body: answers });
  }

  return (
    <PageSection
      id="equal-opportunities"
      title={<Trans>Equal opportunities</Trans>}
      intro={
        <Trans>
          The hospital asks these questions to check that its recruitment treats every group fairly. Answering is optional and changes nothing in how your
          applications are assessed. Your answers are kept apart from your applications: nobody who shortlists or interviews you can see them. Only a few
          recruitment staff see them, and only as totals of at least five people.
        </Trans>
      }
    >
      {!answers ? (
        <SettingsPending
          failed={saved.isError}
          failure={<Trans>Your answers could not be loaded. Reload the page to try again.</Trans>}
          loading={<Trans>Loading your answers…</Trans>}
        />
      ) : (
        <form className="settings-form" noValidate onSubmit={save} aria-label={t`Equal opportunities`}>
          {MONITORING_QUESTION_IDS.map((question) => (
            <div key={question} className="form-field">
              <label htmlFor={`monitoring-${question}`} className="form-field__label">
                {i18n._(QUESTION_LABELS[question])}
              </label>
              <select id={`monitoring-${question}`} className="p-inputtext applicant-select" value={answers[question] ?? ''} onChange={(e) => change(question, e.target.value)}>
                <option value="">{t`Not answered`}</option>
                {MONITORING_QUESTIONS[question].map((category) => (
                  <option key={category} value={category}>
                    {i18n._(CATEGORY_LABELS[category]!)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <BusyButton type="submit" label={saving ? t`Saving…` : t`Save my answers`} busy={saving} disabled={saving} className="settings-submit" />
        </form>
      )}
      <SettingsFeedback outcome={outcome} saved={<Trans>Your answers are saved.</Trans>} failed={<Trans>Your answers could not be saved. Please try again.</Trans>} />
    </PageSection>
  );
}
