import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Icon } from '../../components/icon';
import { PersonAvatar } from '../../components/person-avatar';
import { ProfileImage } from './profile-image';
import type { SocialProfile } from './profile-types';
import * as paths from '../../../../common/paths';

/** The cover, the user's picture, name and role, the page's sections, and the way to edit them. */
export function ProfileHeader({ header }: { header: SocialProfile['header'] }) {
  const { t } = useLingui();
  return (
    <header className="surface-card profile-header">
      <ProfileImage src={header.coverImg} alt="" className="profile-header__cover" />
      <div className="profile-header__person">
        <PersonAvatar name={header.username} src={header.avatar} size={96} className="profile-header__avatar" />
        <div className="profile-header__who">
          <h1 className="profile-header__name">{header.username}</h1>
          <p className="profile-header__role">{header.designation}</p>
        </div>
        <Link href={paths.demo.accountSettings} className="p-button p-button-sm profile-header__edit">
          <Icon icon={Pencil} size={16} />
          <span>
            <Trans>Edit profile</Trans>
          </span>
        </Link>
      </div>
      <nav aria-label={t`Profile sections`} className="profile-header__nav">
        <a href="#profile-about">
          <Trans>About</Trans>
        </a>
        <a href="#profile-feed">
          <Trans>Feed</Trans>
        </a>
        <a href="#profile-photos">
          <Trans>Photos</Trans>
        </a>
        <a href="#profile-poll">
          <Trans>Poll</Trans>
        </a>
      </nav>
    </header>
  );
}
