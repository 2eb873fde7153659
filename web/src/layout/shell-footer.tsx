import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import * as paths from '../../../common/paths';

/** The footer of every layout. */
export function ShellFooter({ className }: { className?: string }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={`shell-footer ${className ?? ''}`}>
      <p>
        <Trans>© {year} Teaching and Referral Hospital</Trans>
      </p>
      <nav aria-label={t`Footer`} className="shell-footer__links">
        <Link href={paths.careers.home}>
          <Trans>Careers</Trans>
        </Link>
        <Link href={paths.careers.jobs}>
          <Trans>Jobs</Trans>
        </Link>
        <Link href={paths.careers.accessibility}>
          <Trans>Accessibility</Trans>
        </Link>
      </nav>
    </footer>
  );
}
