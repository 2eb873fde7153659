import { Trans, useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { Gauge } from '../gauge';

/** Each browser's share of the visits. */
export function BrowserStatesCard({ browsers, formats: f }: { browsers: EcommerceDashboard['browserData'] | undefined; formats: Formats }) {
  const { t } = useLingui();
  return (
    <DashCard span={4} title={<Trans>Browser states</Trans>} subtitle={<Trans>Share of the visits</Trans>}>
      {!browsers ? (
        <CardSkeleton chart={false} lines={5} />
      ) : (
        <ul className="dash-browsers">
          {browsers.map((browser, i) => (
            <li key={browser.key}>
              <Icon icon={Globe} size={20} />
              <span className="dash-browsers__name">{browser.name}</span>
              <span className="dash-browsers__usage">{f.percent(browser.usage)}</span>
              <span className="dash-browsers__gauge">
                <Gauge percent={browser.usage} label={browser.name} text={f.percent(browser.usage)} showValue={false} title={t`${browser.name}: share of the visits`} rowHeader={t`Browser`} colour={i} height="2.5rem" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashCard>
  );
}
