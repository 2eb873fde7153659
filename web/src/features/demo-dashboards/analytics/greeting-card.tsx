import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { userDataAtom } from '../../../state/session';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import * as paths from '../../../../../common/paths';

/** "Congratulations, Grace!": the signed-in user and today's sales against yesterday. */
export function GreetingCard({ saleToday, formats }: { saleToday: number | undefined; formats: Formats }) {
  const user = useAtomValue(userDataAtom);
  const name = user?.fullName.split(/\s+/)[0] ?? '';
  return (
    <DashCard span={6} className="dash-greeting" title={<Trans>Congratulations, {name}!</Trans>}>
      <span className="dash-greeting__badge" aria-hidden="true">
        <Icon icon={Award} size={36} />
      </span>
      {saleToday === undefined ? (
        <CardSkeleton chart={false} lines={2} />
      ) : (
        <p className="dash-greeting__text">
          <Trans>
            You have done <strong>{formats.percent(saleToday)}</strong> more sales today. Check your new badge in your profile.
          </Trans>
        </p>
      )}
      <Link href={paths.demo.profile} className="p-button p-button-sm">
        <Trans>View profile</Trans>
      </Link>
    </DashCard>
  );
}
