import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { userDataAtom } from '../../../state/session';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';

/** "Congratulations, Grace!": this month's sales. */
export function MedalCard({ amount, formats: f }: { amount: number | undefined; formats: Formats }) {
  const user = useAtomValue(userDataAtom);
  const name = user?.fullName.split(/\s+/)[0] ?? '';
  return (
    <DashCard span={4} className="dash-greeting" title={<Trans>Congratulations, {name}!</Trans>} subtitle={<Trans>You have won the gold medal</Trans>}>
      <span className="dash-greeting__badge" aria-hidden="true">
        <Icon icon={Award} size={36} />
      </span>
      {amount === undefined ? (
        <CardSkeleton chart={false} lines={1} />
      ) : (
        <p>
          <span className="dash-figure dash-accent">{f.compactMoney(amount)}</span> <span className="dash-muted"><Trans>in sales this month</Trans></span>
        </p>
      )}
    </DashCard>
  );
}
