import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import * as paths from '../../../../../common/paths';

/** The way back from a page of one application (its interview, its offer) to the application. */
export function BackToApplication({ id }: { id: number }) {
  return (
    <p>
      <Link href={paths.to(paths.careers.myApplication, id)}>
        <Trans>Back to the application</Trans>
      </Link>
    </p>
  );
}
