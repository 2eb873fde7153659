import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../components/busy-button';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { PostCard } from './post-card';
import { useLike, usePosts } from './use-posts';

/** The posts, newest first, and "Load more" for the next page from the API. */
export function PostsFeed() {
  const { t } = useLingui();
  const posts = usePosts();
  const like = useLike();
  const loaded = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const total = posts.data?.pages.at(-1)?.total ?? 0;
  return (
    <section id="profile-feed" className="profile-feed" aria-labelledby="profile-feed-title">
      <h2 id="profile-feed-title" className="visually-hidden">
        <Trans>Posts</Trans>
      </h2>
      {posts.isPending ? <SkeletonLines lines={8} /> : null}
      {posts.isError && !posts.isFetchingNextPage ? <LoadFailure onRetry={() => void posts.refetch()} /> : null}
      {loaded.map((post) => (
        <PostCard key={post.id} post={post} onLike={like} />
      ))}
      {posts.data ? (
        <div className="profile-more">
          <p className="profile-muted" role="status">
            <Trans>
              Showing {loaded.length} of {total} posts
            </Trans>
          </p>
          {posts.hasNextPage ? (
            <BusyButton type="button" label={posts.isFetchingNextPage ? t`Loading…` : t`Load more`} busy={posts.isFetchingNextPage} disabled={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
