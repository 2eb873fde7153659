import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { KB_ROOT } from './kb-paths';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits: Knowledge base › category › question; the last crumb is the page itself. */
export function KbBreadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useLingui();
  const crumbs: Crumb[] = [{ label: t`Knowledge base`, href: KB_ROOT }, ...trail];
  return (
    <nav aria-label={t`Breadcrumb`} className="kb-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label + index}>
            {crumb.href && index < crumbs.length - 1 ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
