import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { Icon } from '../../components/icon';
import { PersonAvatar } from '../../components/person-avatar';
import { ProfileImage } from './profile-image';
import type { SocialProfile } from './profile-types';
import { dateFormat } from '../../lib/date-format';

export function ProfileCard({ id, title, children }: { id?: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="surface-card profile-card" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 className="profile-card__title" id={id ? `${id}-title` : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** About: the text, when they joined, where they live, and how to reach them. */
export function AboutCard({ about }: { about: SocialProfile['userAbout'] }) {
  const { i18n } = useLingui();
  const joined = dateFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${about.joined}T00:00:00Z`));
  return (
    <ProfileCard id="profile-about" title={<Trans>About</Trans>}>
      <p>{about.about}</p>
      <dl className="profile-facts">
        <div>
          <dt>
            <Trans>Joined</Trans>
          </dt>
          <dd>
            <time dateTime={about.joined}>{joined}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Lives in</Trans>
          </dt>
          <dd>{about.lives}</dd>
        </div>
        <div>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${about.email}`}>{about.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Web site</Trans>
          </dt>
          <dd>{/^https?:\/\//i.test(about.website) ? <a href={about.website}>{about.website.replace(/^https?:\/\//i, '')}</a> : about.website}</dd>
        </div>
      </dl>
    </ProfileCard>
  );
}

/** Pages they may like, marked when they are among their favourites. */
export function SuggestedPagesCard({ pages }: { pages: SocialProfile['suggestedPages'] }) {
  return (
    <ProfileCard title={<Trans>Suggested pages</Trans>}>
      <ul className="profile-people">
        {pages.map((page) => (
          <li key={page.username}>
            <PersonAvatar name={page.username} src={page.avatar} size={36} />
            <span className="profile-people__who">
              <span className="profile-people__name">{page.username}</span>
              <span className="profile-muted">{page.subtitle}</span>
            </span>
            {page.favorite ? (
              <span className="profile-favourite">
                <Icon icon={Heart} size={16} />
                <span className="visually-hidden">
                  <Trans>Favourite</Trans>
                </span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}

/** Recent posts of people they follow on X (Twitter). */
export function TwitterFeedsCard({ feeds }: { feeds: SocialProfile['twitterFeeds'] }) {
  return (
    <ProfileCard title={<Trans>Twitter feeds</Trans>}>
      <ul className="profile-feeds">
        {feeds.map((feed) => (
          <li key={feed.id}>
            <div className="profile-people__who">
              <span className="profile-people__name">{feed.title}</span>
              <span className="profile-muted">{feed.id}</span>
            </div>
            <p>{feed.desc}</p>
            <p className="profile-muted">{feed.tags}</p>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}

/** The latest photos. */
export function PhotosCard({ photos }: { photos: SocialProfile['latestPhotos'] }) {
  const { t } = useLingui();
  return (
    <ProfileCard id="profile-photos" title={<Trans>Latest photos</Trans>}>
      <ul className="profile-photos">
        {photos.map((photo, i) => (
          <li key={photo.img}>
            <ProfileImage src={photo.img} alt={t`Photo ${i + 1}`} />
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}

/** People they may know, with how many friends they share. */
export function SuggestionsCard({ people }: { people: SocialProfile['suggestions'] }) {
  return (
    <ProfileCard title={<Trans>Suggestions</Trans>}>
      <ul className="profile-people">
        {people.map((person) => (
          <li key={person.name}>
            <PersonAvatar name={person.name} src={person.avatar} size={36} />
            <span className="profile-people__who">
              <span className="profile-people__name">{person.name}</span>
              <span className="profile-muted">
                <Plural value={person.mutualFriends} one="# mutual friend" other="# mutual friends" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
