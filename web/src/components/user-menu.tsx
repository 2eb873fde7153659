import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserData } from '../state/session';
import { useHydratedSession } from '../lib/hydrated-session';
import { signOut } from '../lib/session';
import type { AppAbility } from '../../../common/ability';
import { PersonAvatar } from './person-avatar';
import { Icon, type IconName } from './icon';
import { MenuButton } from './menu-button';
import { initials } from '../lib/initials';

interface AccountLink {
  href: string;
  label: MessageDescriptor;
  icon: IconName;
}

export function Avatar({ user }: { user: Pick<UserData, 'fullName' | 'avatar'> }) {
  return <PersonAvatar name={user.fullName} src={user.avatar} />;
}

/** The page a visitor reading jobs comes back to after signing in or registering (`?redirect=`), or null. */
export function returnQuery(path: string, search: string): string {
  if (!path.startsWith('/careers/job')) return '';
  const back = `${path}${search ? `?${search}` : ''}`;
  return `?redirect=${encodeURIComponent(back).replaceAll('%2F', '/')}`;
}

/** Sign in and Register, for visitors; from a job page they come back to it. */
function VisitorLinks() {
  const [path] = useLocation();
  const back = returnQuery(path, useSearch());
  return (
    <div className="visitor-links">
      <Link href={`/login${back}`} className="shell-link">
        <Icon name="sign-in" />
        <span>
          <Trans>Sign in</Trans>
        </span>
      </Link>
      <Link href={`/register${back}`} className="shell-link shell-link--solid">
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}

/**
 * The signed-in user's menu (name, role, account pages, sign out); Sign in and Register links
 * for visitors.
 */
export function UserMenu() {
  const { userData: user, ability } = useHydratedSession();
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  if (!user) return <VisitorLinks />;

  const role = user.role === 'admin' ? t`Administrator` : user.role === 'client' ? t`Applicant` : user.role;
  const links = accountLinks(ability);
  const leave = async () => {
    await signOut();
    navigate('/login', { replace: true });
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
                  <Icon name={link.icon} />
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="menu-list__item" onClick={() => void leave()}>
                <Icon name="sign-out" className="icon--flip-rtl" />
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
      { href: '/pages/account-settings', label: msg`Account settings`, icon: 'sliders' },
      { href: '/pages/profile', label: msg`Profile`, icon: 'user' },
    ];
  }
  if (ability.can('read', 'Applicant')) {
    return [
      { href: '/careers/account-setting', label: msg`Account settings`, icon: 'sliders' },
      { href: '/careers/profile', label: msg`Applicant Details`, icon: 'id-card' },
    ];
  }
  return [];
}
