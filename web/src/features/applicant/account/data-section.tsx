import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { api } from '../../../lib/api-client';
import { PageSection } from '../shared/page-section';
import { saveBlob } from '../../../lib/save-file';
import { AppIcon } from '../shared/icons';
import { fileNameOf } from '../documents/file-checks';

/** Download all my data: one JSON file (account, preferences, details, documents list, applications). */
export function DataSection() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { data, response } = await api.GET('/api/careers/account/export', { parseAs: 'blob' });
      if (!(data instanceof Blob)) return setFailed(true);
      const blob = data.type ? data : new Blob([data], { type: 'application/json' });
      saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? 'my-careers-data.json');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection
      id="my-data"
      title={<Trans>Your data</Trans>}
      intro={
        <Trans>
          Download everything the portal keeps about you as a JSON file: your account, preferences, applicant details, the list of your documents and your
          applications. The documents themselves can be downloaded one by one from your applicant details.
        </Trans>
      }
    >
      <BusyButton type="button" outlined icon={<AppIcon name="download" />} label={busy ? t`Preparing your data…` : t`Download my data`} busy={busy} disabled={busy} onClick={() => void download()} />
      <div role="alert">
        {failed ? (
          <p className="applicant-problem">
            <Trans>Your data could not be downloaded. Please try again.</Trans>
          </p>
        ) : null}
      </div>
    </PageSection>
  );
}
