import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Action, Subject } from '../../../../common/ability';
import { userDataAtom } from '../../state/session';
import { MessagePage } from './message-page';

const ACTIONS: Record<Action, MessageDescriptor> = {
  manage: msg`Manage (any action)`,
  create: msg`Create`,
  read: msg`Read`,
  update: msg`Update`,
  delete: msg`Delete`,
};

const SUBJECTS: Record<Subject, MessageDescriptor> = {
  all: msg`Everything in the portal`,
  Auth: msg`Sign-in and account pages`,
  ACL: msg`This access-control page`,
  Account: msg`Your own account settings: password, language, notifications, your data`,
  Applicant: msg`Your own applicant details, documents and applications`,
  Job: msg`Job vacancies (administration)`,
  Application: msg`All applications (administration)`,
  Demo: msg`Template demonstration areas`,
};

const ROLES: Record<string, MessageDescriptor> = {
  admin: msg`Administrator`,
  client: msg`Applicant`,
};

/** /access-control: who the signed-in user is and what their ability lets them do, in words. */
export default function AccessControl() {
  const { i18n } = useLingui();
  const userData = useAtomValue(userDataAtom);
  if (!userData) return null;
  const role = ROLES[userData.role];
  const address = userData.email;
  const describe = (descriptors: Record<string, MessageDescriptor>, key: string) => {
    const descriptor = descriptors[key];
    return descriptor ? i18n._(descriptor) : key;
  };

  return (
    <MessagePage
      title={<Trans>Access control</Trans>}
      actions={
        <Link href="/careers" className="misc-action">
          <Trans>Go to careers</Trans>
        </Link>
      }
    >
      <div className="access-control">
        <dl>
          <dt>
            <Trans>Signed in as</Trans>
          </dt>
          <dd>
            {userData.fullName} ({userData.email})
          </dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>{role ? i18n._(role) : userData.role}</dd>
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>{userData.status === 'active' ? <Trans>Active</Trans> : <Trans>Pending activation</Trans>}</dd>
        </dl>
        {userData.status === 'pending' ? (
          <p className="access-note">
            <Trans>
              Your account is waiting for activation: open the link we e-mailed to {address} before you submit an application.{' '}
              <Link href="/careers/activate-account">Send a new link</Link>
            </Trans>
          </p>
        ) : null}
        <h2>
          <Trans>What you may do</Trans>
        </h2>
        <p>
          <Trans>
            Your role gives you these permissions. Each one is an action on a part of the portal. The portal uses them to show you only what you
            may use, and the server checks them again on every request.
          </Trans>
        </p>
        <ul className="access-rules">
          {userData.ability.map((rule) => (
            <li key={`${rule.action}:${rule.subject}`}>
              <strong>{describe(ACTIONS, rule.action)}</strong> · {describe(SUBJECTS, rule.subject)}{' '}
              <code className="access-rule-code">
                ({rule.action} · {rule.subject})
              </code>
            </li>
          ))}
        </ul>
      </div>
    </MessagePage>
  );
}
