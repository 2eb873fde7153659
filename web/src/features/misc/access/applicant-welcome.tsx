import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import type { UserData } from '../../../state/session';
import { nextSteps, type NextStep } from './next-steps';
import { useApplicantSituation } from './use-applicant-situation';
import * as paths from '../../../../../common/paths';

interface StepView {
  /** Why: one or two sentences. */
  text: ReactNode;
  href: string;
  /** What the link does. */
  action: ReactNode;
}

function stepView(step: NextStep, email: string): StepView {
  switch (step.kind) {
    case 'activate':
      return {
        text: (
          <Trans>
            Activate your account: open the link we e-mailed to <span className="access-address">{email}</span>. You need an active account to submit an
            application.
          </Trans>
        ),
        href: paths.careers.activateAccount,
        action: <Trans>Send a new activation link</Trans>,
      };
    case 'continue-draft': {
      const title = step.jobTitle;
      return {
        text: <Trans>You started an application for {title}. Pick up where you left off: it was saved as you typed.</Trans>,
        href: paths.to(paths.careers.myApplication, step.applicationId),
        action: <Trans>Continue your application</Trans>,
      };
    }
    case 'complete-details': {
      const percent = step.percent;
      return {
        text: <Trans>Your applicant details are {percent}% complete. Every application starts from them: finish them once, and each application is quicker.</Trans>,
        href: paths.careers.profile,
        action: <Trans>Complete your applicant details</Trans>,
      };
    }
    case 'follow-applications':
      return {
        text: (
          <Plural
            value={step.count}
            one="You have sent # application. See where it stands and what happens next."
            other="You have sent # applications. See where each stands and what happens next."
          />
        ),
        href: paths.careers.myApplications,
        action: <Trans>Follow your applications</Trans>,
      };
    case 'browse-jobs':
      return {
        text: <Trans>Find a post that suits you among the hospital&apos;s open jobs, and apply online.</Trans>,
        href: paths.careers.jobs,
        action: <Trans>Browse open jobs</Trans>,
      };
  }
}

/** An applicant's landing page: a welcome and their next step, then the other things to do. */
export function ApplicantWelcome({ user }: { user: UserData }) {
  const situation = useApplicantSituation(user.status);
  const steps = situation ? nextSteps(situation).map((step) => ({ kind: step.kind, ...stepView(step, user.email) })) : null;
  const name = user.fullName;
  const [first, ...others] = steps ?? [];
  return (
    <>
      <h1 id="misc-title">
        <Trans>Welcome, {name}</Trans>
      </h1>
      <section className="access-next" aria-labelledby="access-next-title">
        <h2 id="access-next-title">
          <Trans>Your next step</Trans>
        </h2>
        {first ? (
          <div className="access-next__step">
            <p>{first.text}</p>
            <Link href={first.href} className="misc-action">
              {first.action}
            </Link>
          </div>
        ) : (
          <p role="status">
            <Trans>Loading your applications…</Trans>
          </p>
        )}
        {others.length ? (
          <>
            <h3>
              <Trans>After that</Trans>
            </h3>
            <ul className="access-next__more">
              {others.map((step) => (
                <li key={step.kind}>
                  <Link href={step.href}>{step.action}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}
