import type { InfiniteData } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api, queryClient } from '../../lib/query';
import type { PostPage, ProfilePost } from './profile-types';

export const POSTS_PER_PAGE = 3;
const POSTS_KEY = ['get', '/api/profile/posts'] as const;

/** The posts, one page at a time from the API ("Load more" asks for the next page). */
export function usePosts() {
  return $api.useInfiniteQuery(
    'get',
    '/api/profile/posts',
    { params: { query: { perPage: POSTS_PER_PAGE } } },
    {
      initialPageParam: 1,
      pageParamName: 'page',
      getNextPageParam: (last: PostPage, pages: PostPage[]) => (pages.length * POSTS_PER_PAGE < last.total ? pages.length + 1 : undefined),
    },
  );
}

/** Replaces one post wherever the loaded pages hold it. */
function putPost(post: ProfilePost) {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: POSTS_KEY }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((p) => (p.id === post.id ? post : p)) })) } : data,
  );
}

/**
 * Like or unlike at once (optimistic), confirmed by the server's answer; a refusal puts the post
 * back as it was and says so in a toast.
 */
export function useLike() {
  const { t } = useLingui();
  const notify = useToast();
  const like = $api.useMutation('post', '/api/profile/posts/{id}/like');
  return (post: ProfilePost) => {
    const liked = !post.youLiked;
    putPost({ ...post, youLiked: liked, likes: post.likes + (liked ? 1 : -1) });
    like.mutate(
      { params: { path: { id: post.id } }, body: { liked } },
      {
        onSuccess: (answer) => putPost(answer.post),
        onError: (error) => {
          putPost(post);
          notify('error', t`Your like was not saved.`, problemText(apiProblem(error)));
        },
      },
    );
  };
}

/** Sends a comment; the answer (the post with it) replaces the post. */
export function useComment() {
  const comment = $api.useMutation('post', '/api/profile/posts/{id}/comments', { onSuccess: (answer) => putPost(answer.post) });
  return comment;
}
