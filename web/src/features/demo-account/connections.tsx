import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { SOCIAL_CONNECTIONS, type SocialConnection } from '../../../../common/demo-account';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { SETTINGS_PROBLEMS } from './problems';
import { storeSettings, type AccountSettings } from './api';
import { ProblemAlert } from '../../components/problem-alert';

const SERVICE_NAMES: Record<SocialConnection, string> = { twitter: 'X (Twitter)', google: 'Google', facebook: 'Facebook', github: 'GitHub' };

/** Each service: connected (as whom) or not, and the button that changes it. */
export function Connections({ connections, title }: { connections: AccountSettings['social']['connections']; title: string }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const change = $api.useMutation('post', '/api/account-setting/connections/{service}');

  const toggle = (service: SocialConnection, connected: boolean) => {
    setProblem(null);
    change.mutate(
      { params: { path: { service } }, body: { connected } },
      { onSuccess: storeSettings, onError: (error) => setProblem(problemText(apiProblem(error), SETTINGS_PROBLEMS)) },
    );
  };

  return (
    <section className="settings-connections" aria-labelledby="connections-title">
      <h3 id="connections-title" className="settings-subtitle">
        {title}
      </h3>
      <ul>
        {SOCIAL_CONNECTIONS.map((service) => {
          const connection = connections[service];
          const name = SERVICE_NAMES[service];
          const who = connection.id ?? '';
          return (
            <li key={service}>
              <span className="settings-connections__name">{name}</span>
              <span className="settings-connections__state">{connection.connected ? <Trans>Connected as {who}</Trans> : <Trans>Not connected</Trans>}</span>
              <Button
                type="button"
                size="small"
                outlined={connection.connected}
                severity={connection.connected ? 'danger' : undefined}
                label={connection.connected ? t`Disconnect` : t`Connect`}
                aria-label={connection.connected ? t`Disconnect ${name}` : t`Connect ${name}`}
                disabled={change.isPending}
                onClick={() => toggle(service, !connection.connected)}
              />
            </li>
          );
        })}
      </ul>
      <ProblemAlert problem={problem} className="settings-field__error" />
    </section>
  );
}
