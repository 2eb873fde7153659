import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { useMutation } from '@tanstack/react-query';
import { PersonAvatar } from '../../components/person-avatar';
import { problemText, apiProblem, type ApiProblem } from '../../lib/api-errors';
import { upload } from '../../lib/upload';
import { $api } from '../../lib/query';
import { SETTINGS_PROBLEMS } from './problems';
import { storeSettings, type AccountSettings } from './api';
import { ProblemAlert } from '../../components/problem-alert';

const MAX_BYTES = 800 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

/** Sends the picture (field `file`); the server checks its content. */
async function uploadAvatar(file: File): Promise<AccountSettings> {
  const { data, problem } = await upload('/api/account-setting/avatar', { file });
  if (problem) throw problem;
  return data;
}

/** The picture: upload a PNG or JPEG (at most 800 kB) or remove it (initials are shown then). */
export function AvatarEditor({ general }: { general: AccountSettings['general'] }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const sending = useMutation<AccountSettings, ApiProblem, File>({ mutationFn: uploadAvatar });
  const remove = $api.useMutation('delete', '/api/account-setting/avatar');
  const busy = sending.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    setProblem(null);
    setDone(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t`Only PNG and JPEG pictures are accepted.`);
    if (file.size > MAX_BYTES) return setProblem(t`The picture is larger than 800 kB.`);
    sending.mutate(file, {
      onSuccess: (settings) => {
        storeSettings(settings);
        setDone(t`Your new picture has been saved.`);
      },
      onError: (refusal) => setProblem(problemText(refusal, SETTINGS_PROBLEMS)),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="settings-avatar">
      <PersonAvatar name={general.fullName} src={general.avatar} size={88} className="settings-avatar__picture" />
      <div className="settings-avatar__controls">
        <div className="settings-avatar__buttons">
          <input ref={input} id={`${hintId}-file`} type="file" accept="image/png,image/jpeg" className="visually-hidden" aria-describedby={hintId} onChange={(e) => onFile(e.target.files?.[0])} disabled={busy} />
          <label htmlFor={`${hintId}-file`} className={`p-button p-button-sm settings-avatar__upload${busy ? ' p-disabled' : ''}`}>
            {sending.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload a new picture</Trans>}
          </label>
          {general.avatar ? (
            <Button
              type="button"
              size="small"
              outlined
              severity="secondary"
              label={t`Remove the picture`}
              disabled={busy}
              onClick={() => {
                setProblem(null);
                remove.mutate({}, {
                  onSuccess: (settings) => {
                    storeSettings(settings);
                    setDone(t`Your picture has been removed.`);
                  },
                  onError: (error) => setProblem(problemText(apiProblem(error), SETTINGS_PROBLEMS)),
                });
              }}
            />
          ) : null}
        </div>
        <p id={hintId} className="settings-field__hint">
          <Trans>PNG or JPEG, at most 800 kB.</Trans>
        </p>
        <p role="status" className="settings-actions__status">
          {done}
        </p>
        <ProblemAlert problem={problem} className="settings-field__error" />
      </div>
    </div>
  );
}
