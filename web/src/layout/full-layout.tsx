import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { LanguageSwitcher } from '../components/language-switcher';
import { ScrollToTop } from '../components/scroll-to-top';
import { SkinToggle } from '../components/skin-toggle';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { NoScriptPart } from '../components/server-only-parts';
import { UserMenu } from '../components/user-menu';
import { ShellFooter } from './shell-footer';
import * as paths from '../../../common/paths';
import '../styles/shell.css';

/**
 * Routes marked full (the public careers pages and the sign-in pages): the page without menu,
 * under a slim careers header. Kept light: it is part of what /careers downloads first.
 */
export function FullLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-full">
      <SkipLink />
      <header className="careers-header">
        <div className="careers-header__inner">
          <Link href={paths.careers.home} className="brand">
            <Icon name="logo" className="brand__mark" size={28} />
            <span className="brand__name">
              <Trans>Teaching and Referral Hospital — Careers</Trans>
            </span>
          </Link>
          <div className="shell-actions">
            <LanguageSwitcher />
            <SkinToggle />
            <NoScriptPart name="noScriptSettings" />
            <UserMenu />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} className="layout-full__main" tabIndex={-1}>
        {children}
      </main>
      <ShellFooter className="careers-footer" />
      <ScrollToTop />
    </div>
  );
}
