import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sidebar } from 'primereact/sidebar';
import { BusyButton } from '../../components/busy-button';
import { useToast } from '../../components/toast';
import { problemText } from '../../lib/api-errors';
import { saveProfile, useProfileUser } from './api';
import { ABOUT_MAX, CHAT_STATUSES, STATUS_NAMES, type ChatStatus } from './chat-types';
import { StatusAvatar } from './status-avatar';
import './panels.css';

/** Your profile as contacts see it: about and status, saved through the API. */
export function ProfilePanel({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t, i18n } = useLingui();
  const notify = useToast();
  const ids = useId();
  const profile = useProfileUser();
  const [about, setAbout] = useState('');
  const [status, setStatus] = useState<ChatStatus>('online');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!visible || !profile.data) return;
    setAbout(profile.data.about);
    setStatus(profile.data.status);
    setProblem(null);
  }, [visible, profile.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await saveProfile({ about: about.trim(), status });
    setBusy(false);
    if (result.problem) {
      setProblem(problemText(result.problem));
      return;
    }
    notify('success', t`Profile saved`);
    onHide();
  };

  return (
    <Sidebar visible={visible} onHide={onHide} position="right" ariaCloseLabel={t`Close`} header={<Trans>Your profile</Trans>} className="chat-panel">
      {profile.data ? (
        <form className="chat-profile" onSubmit={(e) => void save(e)}>
          <div className="chat-panel__person">
            <StatusAvatar name={profile.data.fullName} status={status} size="lg" />
            <h2 className="chat-panel__name">{profile.data.fullName}</h2>
            <p className="chat-panel__role">{profile.data.role}</p>
          </div>
          <div className="chat-profile__field">
            <label htmlFor={`${ids}-about`}>
              <Trans>About</Trans>
            </label>
            <textarea
              id={`${ids}-about`}
              className="p-inputtext chat-profile__about"
              rows={4}
              maxLength={ABOUT_MAX}
              value={about}
              onChange={(e) => setAbout(e.target.value)}
              aria-describedby={`${ids}-about-hint`}
            />
            <span id={`${ids}-about-hint`} className="chat-profile__hint">
              <Trans>
                {about.length} of {ABOUT_MAX} characters
              </Trans>
            </span>
          </div>
          <fieldset className="chat-profile__statuses">
            <legend>
              <Trans>Status</Trans>
            </legend>
            {CHAT_STATUSES.map((value) => (
              <label key={value} className="chat-profile__status">
                <input type="radio" name={`${ids}-status`} value={value} checked={status === value} onChange={() => setStatus(value)} />
                <span className={`chat-dot chat-dot--inline chat-dot--${value}`} aria-hidden="true" />
                {i18n._(STATUS_NAMES[value])}
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p className="chat-profile__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <BusyButton type="submit" label={t`Save`} busy={busy} disabled={busy} />
        </form>
      ) : null}
    </Sidebar>
  );
}
