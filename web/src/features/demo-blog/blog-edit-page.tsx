import { Redirect, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { parsePostId } from './blog-model';
import { BlogEditForm } from './blog-edit-form';
import { PostByline } from './post-meta';
import { FeaturedImageField } from './featured-image-field';
import * as paths from '../../../../common/paths';
import './blog.css';
import './blog-edit.css';

function BlogEdit({ id }: { id: number }) {
  const edit = $api.useQuery('get', '/api/blog/list/data/edit', { params: { query: { id } } }, { staleTime: 0 });

  if (edit.error && apiProblem(edit.error).status === 404) return <Redirect to={paths.misc.notFound} replace />;
  if (edit.isError) return <LoadFailure onRetry={() => void edit.refetch()} />;
  if (!edit.data) return <SkeletonLines lines={12} />;
  const post = edit.data;

  return (
    <div className="blog-edit">
      <header className="blog-edit__header">
        <h1>
          <Trans>Edit post</Trans>
        </h1>
        <PostByline author={post.userFullName} avatar={post.avatar} day={post.createdTime} long />
      </header>
      <FeaturedImageField postId={post.id} image={post.featuredImage} />
      <BlogEditForm key={post.id} post={post} />
    </div>
  );
}

/** /pages/blog/edit/{id}: the post editor; an id the API does not know → the 404 page. */
function BlogEditPage() {
  const id = parsePostId(useParams<{ id: string }>().id);
  if (id === null) return <Redirect to={paths.misc.notFound} replace />;
  return <BlogEdit id={id} />;
}

export default BlogEditPage;
