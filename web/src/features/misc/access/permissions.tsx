import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Action, Subject } from '../../../../../common/ability';
import type { UserData } from '../../../state/session';

const ACTIONS: Record<Action, MessageDescriptor> = {
  manage: msg`Manage (any action)`,
  create: msg`Create`,
  read: msg`Read`,
  update: msg`Update`,
  delete: msg`Delete`,
  decide: msg`Decide (move applications on, make offers)`,
  export: msg`Export`,
  review: msg`Review`,
};

const SUBJECTS: Record<Subject, MessageDescriptor> = {
  all: msg`Everything in the portal`,
  Auth: msg`Sign-in and account pages`,
  ACL: msg`This access-control page`,
  Account: msg`Your own account settings: password, language, notifications, your data`,
  Applicant: msg`Your own applicant details, documents and applications`,
  Job: msg`Job vacancies (administration)`,
  Application: msg`All applications (administration)`,
  Mail: msg`The mail log: every e-mail the portal sent, and retrying failed ones (administration)`,
  Demo: msg`Template demonstration areas`,
  Staff: msg`Staff accounts and what each may do (administration)`,
  JobTeam: msg`Jobs' hiring teams (administration)`,
  AuditLog: msg`The audit log: who did what to which application, and when`,
  EqualOpportunities: msg`The fairness report: equal-opportunities monitoring, in figures only`,
  AccessibilityFeedback: msg`Accessibility feedback: problems, adjustments and other formats people asked for (administration)`,
  Reference: msg`What referees answered about applicants (administration)`,
  HealthCheck: msg`Health checks of offers: occupational health's outcomes and notes`,
  CheckType: msg`The pre-employment check catalogue and job check profiles`,
};

const ROLES: Record<string, MessageDescriptor> = {
  admin: msg`Administrator`,
  client: msg`Applicant`,
};

/** Who is signed in and what their ability lets them do, in words (the codes beside, for the curious). */
export function Permissions({ user, headingLevel }: { user: UserData; headingLevel: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  const describe = (descriptors: Record<string, MessageDescriptor>, key: string) => {
    const descriptor = descriptors[key];
    return descriptor ? i18n._(descriptor) : key;
  };
  return (
    <div className="access-control">
      <dl>
        <dt>
          <Trans>Signed in as</Trans>
        </dt>
        <dd>
          {user.fullName} <span className="access-address">({user.email})</span>
        </dd>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>{describe(ROLES, user.role)}</dd>
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd>{user.status === 'active' ? <Trans>Active</Trans> : <Trans>Pending activation</Trans>}</dd>
      </dl>
      <Heading>
        <Trans>What you may do</Trans>
      </Heading>
      <p>
        <Trans>
          Your role gives you these permissions. Each one is an action on a part of the portal. The portal uses them to show you only what you may use,
          and the server checks them again on every request.
        </Trans>
      </p>
      <ul className="access-rules">
        {user.ability.map((rule) => (
          <li key={`${rule.action}:${rule.subject}`}>
            <strong>{describe(ACTIONS, rule.action)}</strong> · {describe(SUBJECTS, rule.subject)}{' '}
            <code className="access-rule-code">
              ({rule.action} · {rule.subject})
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}
