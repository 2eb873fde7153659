import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserData } from '../state/session';
import { signOut } from '../lib/session';
import { STAFF_ROLE_LABELS } from '../lib/staff-vocabulary';
import type { AppAbility } from '../../../common/ability';
import { PersonAvatar } from './person-avatar';
import { Icon } from './icon';
import { MenuButton } from './menu-button';
import { IdCard, LogOut, SlidersHorizontal, User, type LucideIcon } from 'lucide-react';
import * as paths from '../../../common/paths';

interface AccountLink {
  href: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

function Avatar({ user }: { user: Pick<UserData, 'fullName' | 'avatar'> }) {
  return <PersonAvatar name={user.fullName} src={user.avatar} />;
}

/**
 * The signed-in user's menu (name, role, account pages, sign out), loaded by the header's
 * UserMenu (components/user-menu.tsx) for a signed-in user only.
 */
export default function AccountMenu({ user, ability }: { user: UserData; ability: AppAbility }) {
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();

  // A member of staff by their system role (every staff account's `role` is 'admin').
  const role = user.staffRole ? i18n._(STAFF_ROLE_LABELS[user.staffRole]) : user.role === 'admin' ? t`Administrator` : user.role === 'client' ? t`Applicant` : user.role;
  const links = accountLinks(ability);
  const leave = async () => {
    await signOut();
    navigate(paths.auth.login, { replace: true });
  };

  return (
    <MenuButton
      className="user-menu"
      buttonClassName="user-menu__button"
      label={
        <>
          <span className="visually-hidden">
            <Trans>Account menu:</Trans>
          </span>
          <span className="user-menu__who">
            <span className="user-menu__name">{user.fullName}</span>
            <span className="user-menu__role">{role}</span>
          </span>
          <Avatar user={user} />
        </>
      }
    >
      {(close) => (
        <>
          <p className="user-menu__header">
            <strong>{user.fullName}</strong>
            <span>{user.email}</span>
          </p>
          <ul className="menu-list">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="menu-list__item" onClick={close}>
                  <Icon icon={link.icon} />
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="menu-list__item" onClick={() => void leave()}>
                <Icon icon={LogOut} className="icon--flip-rtl" />
                <Trans>Sign out</Trans>
              </button>
            </li>
          </ul>
        </>
      )}
    </MenuButton>
  );
}

/** Administrators get the template's account pages; applicants their careers account pages. */
function accountLinks(ability: AppAbility): AccountLink[] {
  if (ability.can('read', 'Demo')) {
    return [
      { href: paths.demo.accountSettings, label: msg`Account settings`, icon: SlidersHorizontal },
      { href: paths.demo.profile, label: msg`Profile`, icon: User },
    ];
  }
  if (ability.can('read', 'Applicant')) {
    return [
      { href: paths.careers.accountSettings, label: msg`Account settings`, icon: SlidersHorizontal },
      { href: paths.careers.profile, label: msg`Applicant Details`, icon: IdCard },
    ];
  }
  return [];
}
