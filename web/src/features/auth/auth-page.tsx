import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import * as paths from '../../../../common/paths';
import './auth.css';

interface AuthPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** `cover` (the main pages, v2): a panel about the portal beside the form; `basic` (v1): the card alone. */
  variant?: 'cover' | 'basic';
  children: ReactNode;
}

/** The frame of every sign-in page: the hospital's name, one <h1>, the form. */
export function AuthPage({ title, intro, variant = 'cover', children }: AuthPageProps) {
  return (
    <div className={`auth-page auth-page--${variant}`}>
      {variant === 'cover' ? (
        <div className="auth-cover">
          <p className="auth-cover__title">
            <Trans>Work with us</Trans>
          </p>
          <ul className="auth-cover__list">
            <li>
              <Trans>Browse the open jobs of the hospital</Trans>
            </li>
            <li>
              <Trans>Apply online, at your own pace: your work is saved</Trans>
            </li>
            <li>
              <Trans>Follow each application until the decision</Trans>
            </li>
          </ul>
        </div>
      ) : null}
      <div className="auth-card">
        <p className="auth-brand">
          <Link href={paths.careers.home}>
            <Trans>Teaching and Referral Hospital · Careers</Trans>
          </Link>
        </p>
        <h1 className="auth-title">{title}</h1>
        {intro ? <p className="auth-intro">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
