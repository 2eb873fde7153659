import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../../lib/api-client';
import { useToast } from '../../../components/toast';
import { DOCUMENT_KIND_LABELS } from '../../../lib/careers-vocabulary';
import { fileNameOf, saveBlob } from './download';
import { formatSize } from './format';
import { Block } from './application-parts';
import type { AdminApplication } from './vocabulary';

/** The documents sent with the application, each downloadable. */
export function Documents({ application }: { application: AdminApplication }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const download = async (id: string, name: string) => {
    const { data, response } = await api.GET('/api/careers/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob' }).catch(() => ({ data: undefined, response: null }));
    if (data) saveBlob(data, fileNameOf(response?.headers.get('content-disposition') ?? null, name));
    else toast('error', t`Download`, t`The document could not be downloaded.`);
  };
  return (
    <Block id="application-documents" title={<Trans>Documents</Trans>}>
      {application.documents.length ? (
        <ul className="application-entries">
          {application.documents.map((d) => (
            <li key={d.id}>
              <a
                href={d.downloadUrl}
                onClick={(event) => {
                  event.preventDefault();
                  void download(d.id, d.name);
                }}
              >
                {d.name}
              </a>{' '}
              <span className="application-muted">
                {i18n._(DOCUMENT_KIND_LABELS[d.kind])} · {formatSize(d.size)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No documents.</Trans>
        </p>
      )}
    </Block>
  );
}
