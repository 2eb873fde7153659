import type { FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import type { components } from '../../../api/schema';
import { $api, queryClient } from '../../../lib/query';
import { localeAtom, LOCALES } from '../../../state/locale';
import { NATIVE_NAMES } from '../../../components/language-switcher';
import { PageSection } from '../shared/page-section';
import { SettingsFeedback, SettingsPending, useSettingsDraft } from './settings-feedback';

type Preferences = components['schemas']['AccountPreferences'];

const PREFERENCES_KEY = $api.queryOptions('get', '/api/careers/account/preferences').queryKey;

/**
 * Language (of the portal and of the e-mails, saved on the server) and e-mail notifications.
 * Saving a language switches the portal to it at once. The choices are a draft over the saved
 * preferences until Save (not optimistic: nothing is saved before the button is pressed).
 */
export function PreferencesSection() {
  const { t } = useLingui();
  const setLocale = useSetAtom(localeAtom);
  const saved = $api.useQuery('get', '/api/careers/account/preferences');
  const { draft, outcome, change, saved: afterSave, failed } = useSettingsDraft<Preferences>();
  const store = $api.useMutation('put', '/api/careers/account/preferences', {
    onSuccess: (data) => {
      queryClient.setQueryData(PREFERENCES_KEY, data);
      setLocale(data.locale);
      afterSave();
    },
    onError: failed,
  });
  const prefs = draft ?? saved.data ?? null;
  const saving = store.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (prefs) store.mutate({ body: prefs });
  }

  return (
    <PageSection id="preferences" title={<Trans>Language and notifications</Trans>}>
      {!prefs ? (
        <SettingsPending
          failed={saved.isError}
          failure={<Trans>Your preferences could not be loaded. Reload the page to try again.</Trans>}
          loading={<Trans>Loading your preferences…</Trans>}
        />
      ) : (
        <form className="settings-form" noValidate onSubmit={save}>
          <fieldset className="applicant-group">
            <legend>
              <Trans>Language</Trans>
            </legend>
            <p className="form-field__hint" id="language-hint">
              <Trans>Used on this portal and in the e-mails we send you.</Trans>
            </p>
            <div className="applicant-choices">
              {LOCALES.map((code) => (
                <label key={code} className="applicant-choice" lang={code}>
                  <input
                    type="radio"
                    name="locale"
                    value={code}
                    checked={prefs.locale === code}
                    aria-describedby="language-hint"
                    onChange={() => change({ ...prefs, locale: code })}
                  />
                  {NATIVE_NAMES[code]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="applicant-group">
            <legend>
              <Trans>E-mail notifications</Trans>
            </legend>
            <label className="applicant-choice">
              <input
                type="checkbox"
                checked={prefs.notifications.applicationUpdates}
                onChange={(e) => change({ ...prefs, notifications: { ...prefs.notifications, applicationUpdates: e.target.checked } })}
              />
              <Trans>When one of my applications changes status</Trans>
            </label>
            <label className="applicant-choice">
              <input
                type="checkbox"
                checked={prefs.notifications.jobAlerts}
                onChange={(e) => change({ ...prefs, notifications: { ...prefs.notifications, jobAlerts: e.target.checked } })}
              />
              <Trans>When new vacancies are published (job alerts)</Trans>
            </label>
            <p className="form-field__hint">
              <Trans>E-mails about your account, such as password resets, are always sent.</Trans>
            </p>
          </fieldset>
          <BusyButton type="submit" label={saving ? t`Saving…` : t`Save preferences`} busy={saving} disabled={saving} className="settings-submit" />
        </form>
      )}
      <SettingsFeedback outcome={outcome} saved={<Trans>Your preferences are saved.</Trans>} failed={<Trans>Your preferences could not be saved. Please try again.</Trans>} />
    </PageSection>
  );
}
