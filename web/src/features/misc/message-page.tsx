import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import * as paths from '../../../../common/paths';
import './misc.css';

interface MessagePageProps {
  /** A large code above the title ("404"), decorative. */
  code?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame of the miscellaneous pages: one <h1>, a few lines, and the ways on. */
export function MessagePage({ code, title, children, actions }: MessagePageProps) {
  return (
    <section className="message-page misc-page" aria-labelledby="misc-title">
      {code ? (
        <p className="misc-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="misc-title">{title}</h1>
      {children}
      {actions ? <div className="misc-actions">{actions}</div> : null}
    </section>
  );
}

/** The first way on of most of these pages: back to the careers home. */
export function CareersHomeAction() {
  return (
    <Link href={paths.careers.home} className="misc-action">
      <Trans>Go to the careers home</Trans>
    </Link>
  );
}
