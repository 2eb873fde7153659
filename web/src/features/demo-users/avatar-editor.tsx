import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Button } from 'primereact/button';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api-client';
import { problemText } from '../../lib/api-errors';
import { resultOf, type ApiResult } from '../../lib/api-result';
import { upload as uploadFile } from '../../lib/upload';
import { refreshUsers } from './api';
import { UserAvatar } from './user-avatar';
import type { DemoUserDetail } from './vocabulary';

const MAX_BYTES = 2 * 1024 * 1024;
const UPLOAD_MESSAGES = {
  unsupported_image: msg`Only PNG and JPEG pictures are accepted.`,
  unsupported_media_type: msg`Only PNG and JPEG pictures are accepted.`,
  payload_too_large: msg`The picture is larger than 2 MB.`,
};

/** The user's picture: upload a PNG or JPEG (the server checks its content), or remove it. */
export function AvatarEditor({ user }: { user: DemoUserDetail }) {
  const { t } = useLingui();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<ApiResult<unknown>>, done: string) => {
    setBusy(true);
    const { problem } = await work();
    if (problem) toast('error', t`The picture could not be changed`, problemText(problem, UPLOAD_MESSAGES));
    else {
      toast('success', done);
      await refreshUsers();
    }
    setBusy(false);
    if (input.current) input.current.value = '';
  };

  const upload = (file: File) => {
    if (file.size > MAX_BYTES) return toast('error', t`The picture could not be changed`, t`The picture is larger than 2 MB.`);
    void run(() => uploadFile('/api/apps/user/users/{id}/avatar', { file }, { id: user.id }), t`Picture uploaded`);
  };

  return (
    <section className="demo-card user-avatar-editor" aria-labelledby="avatar-title">
      <UserAvatar fullName={user.fullName} avatar={user.avatar} size="large" />
      <div className="user-avatar-editor__body">
        <h2 id="avatar-title">
          <Trans>Picture</Trans>
        </h2>
        <p id={`${inputId}-hint`} className="demo-muted">
          <Trans>PNG or JPEG, at most 2 MB.</Trans>
        </p>
        <div className="demo-form__actions">
          <label htmlFor={inputId} className={`p-button form-action demo-link-button user-avatar-editor__upload${busy ? ' p-disabled' : ''}`}>
            <Trans>Upload a picture</Trans>
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden user-avatar-editor__input"
            aria-describedby={`${inputId}-hint`}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload(file);
            }}
          />
          <Button
            type="button"
            label={t`Remove the picture`}
            outlined
                        disabled={busy || user.avatar === null}
            onClick={() => void run(() => resultOf(api.DELETE('/api/apps/user/users/{id}/avatar', { params: { path: { id: user.id } } })), t`Picture removed`)}
          />
        </div>
      </div>
    </section>
  );
}
