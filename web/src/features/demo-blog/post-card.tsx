import { Link } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import { categoryName, localDay, postPath, STATUS_NAMES } from './blog-model';
import { AuthorAvatar, PostCover } from './blog-visuals';

type Post = components['schemas']['DemoBlogPost'];

/** One post of the list: cover, title, author and date, categories, excerpt, comments and "Read more". */
export function PostCard({ post, categoryHref }: { post: Post; categoryHref: (code: string) => string }) {
  const { t, i18n } = useLingui();
  const titleId = `blog-post-${post.id}-title`;
  return (
    <li className="blog-card">
      <PostCover img={post.img} seed={post.id} className="blog-card__cover" />
      <div className="blog-card__body">
        <h2 id={titleId} className="blog-card__title">
          <Link href={postPath(post.id)}>{post.title}</Link>
        </h2>
        <p className="blog-byline">
          <AuthorAvatar name={post.userFullName} src={post.avatar} size={1.75} />
          <span>
            <Trans>
              by {post.userFullName} · <time dateTime={post.blogPosted}>{i18n.date(localDay(post.blogPosted), { dateStyle: 'medium' })}</time>
            </Trans>
          </span>
        </p>
        <ul className="blog-chips" aria-label={t`Categories`}>
          {post.status !== 'Published' ? <li className="blog-chip blog-chip--status">{i18n._(STATUS_NAMES[post.status])}</li> : null}
          {post.categories.map((category) => (
            <li key={category.code}>
              <Link href={categoryHref(category.code)} className="blog-chip">
                {categoryName(category.code, category.name, (d) => i18n._(d))}
              </Link>
            </li>
          ))}
        </ul>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <div className="blog-card__footer">
          <span className="blog-muted">
            <Plural value={post.comment} one="# comment" other="# comments" />
          </span>
          <Link href={postPath(post.id)} aria-describedby={titleId}>
            <Trans>Read more</Trans>
          </Link>
        </div>
      </div>
    </li>
  );
}
