import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import { postPath } from './blog-model';
import { PostCover } from './blog-visuals';
import { PostByline, PostChips } from './post-meta';

type Post = components['schemas']['DemoBlogPost'];

/** One post of the list: cover, title, author and date, categories, excerpt, comments and "Read more". */
export function PostCard({ post, categoryHref }: { post: Post; categoryHref: (code: string) => string }) {
  const titleId = `blog-post-${post.id}-title`;
  return (
    <li className="blog-card">
      <PostCover img={post.img} seed={post.id} className="blog-card__cover" />
      <div className="blog-card__body">
        <h2 id={titleId} className="blog-card__title">
          <Link href={postPath(post.id)}>{post.title}</Link>
        </h2>
        <PostByline author={post.userFullName} avatar={post.avatar} day={post.blogPosted} />
        <PostChips status={post.status} categories={post.categories} categoryHref={categoryHref} />
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
