import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageCircle } from 'lucide-react';
import { Icon } from '../../components/icon';
import { PersonAvatar } from '../../components/person-avatar';
import { relativeTime } from '../../lib/relative-time';
import { CommentForm } from './comment-form';
import { ProfileImage } from './profile-image';
import type { ProfilePost } from './profile-types';
import { dateFormat } from '../../lib/date-format';

/** One post: who and when, the text and picture, likes (a toggle that saves), comments and the comment form. */
export function PostCard({ post, onLike }: { post: ProfilePost; onLike: (post: ProfilePost) => void }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => (
    <time dateTime={iso} title={dateFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))}>
      {relativeTime(i18n.locale, iso)}
    </time>
  );
  const titleId = `post-${post.id}-title`;
  return (
    <article className="surface-card profile-card profile-post" aria-labelledby={titleId}>
      <header className="profile-post__head">
        <PersonAvatar name={post.username} src={post.avatar} size={40} />
        <div>
          <h3 id={titleId} className="profile-post__author">
            {post.username}
          </h3>
          <p className="profile-muted">{when(post.postTime)}</p>
        </div>
      </header>
      <p className="profile-post__text">{post.postText}</p>
      {post.postImg ? <ProfileImage src={post.postImg} alt={t`Picture of the post`} className="profile-post__image" optional /> : null}
      <div className="profile-post__actions">
        <button type="button" className={`profile-like${post.youLiked ? ' profile-like--on' : ''}`} aria-pressed={post.youLiked} onClick={() => onLike(post)}>
          <Icon icon={Heart} size={18} />
          <span>
            <Trans>Like</Trans>
          </span>
          <span className="profile-like__count">
            <span className="visually-hidden">
              <Plural value={post.likes} one="# like" other="# likes" />
            </span>
            <span aria-hidden="true">{new Intl.NumberFormat(i18n.locale).format(post.likes)}</span>
          </span>
        </button>
        <span className="profile-muted profile-post__comments">
          <Icon icon={MessageCircle} size={18} />
          <Plural value={post.comments} one="# comment" other="# comments" />
        </span>
        <ul className="profile-liked" aria-label={t`Some of the people who like this`}>
          {post.likedUsers.map((person) => (
            <li key={person.username}>
              <PersonAvatar name={person.username} src={person.avatar} size={28} labelled />
            </li>
          ))}
        </ul>
      </div>
      {post.detailedComments.length > 0 ? (
        <ul className="profile-comments" aria-label={t`Comments`}>
          {post.detailedComments.map((comment) => (
            <li key={comment.id}>
              <PersonAvatar name={comment.username} src={comment.avatar} size={32} />
              <div>
                <p className="profile-comments__who">
                  <span className="profile-people__name">{comment.username}</span> <span className="profile-muted">{when(comment.time)}</span>
                </p>
                <p className="profile-comments__text">{comment.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <CommentForm postId={post.id} />
    </article>
  );
}
