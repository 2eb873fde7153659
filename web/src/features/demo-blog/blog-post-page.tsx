import { Link, Redirect, useLocation, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Icon } from '../../components/icon';
import { SafeHtml } from '../../components/rich-text/safe-html';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { BlogComments } from './blog-comments';
import { BLOG_LIST, editPath, parsePostId } from './blog-model';
import { BlogSidebar } from './blog-sidebar';
import { PostCover } from './blog-visuals';
import { PostByline, PostChips } from './post-meta';
import * as paths from '../../../../common/paths';
import './blog.css';

const listWith = (params: Record<string, string>) => `${BLOG_LIST}?${new URLSearchParams(params)}`;

/** The post (content sanitised again before it is shown) with its comments. */
function BlogPost({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const detail = $api.useQuery('get', '/api/blog/list/data/detail', { params: { query: { id } } });

  if (detail.error && apiProblem(detail.error).status === 404) return <Redirect to={paths.misc.notFound} replace />;
  const sidebar = <BlogSidebar onSearch={(q) => navigate(listWith({ q }))} categoryHref={(code) => listWith({ category: code })} />;
  if (detail.isError) return <LoadFailure onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <SkeletonLines lines={12} />;
  const { blog, comments } = detail.data;

  return (
    <div className="blog-layout">
      <div className="blog-main">
        <article className="blog-article" aria-labelledby="blog-article-title">
          <PostCover img={blog.img} seed={blog.id} className="blog-article__cover" />
          <div className="blog-article__body">
            <h1 id="blog-article-title">{blog.title}</h1>
            <div className="blog-article__meta">
              <PostByline author={blog.userFullName} avatar={blog.avatar} day={blog.createdTime} long />
              <Link href={editPath(blog.id)} className="p-button p-button-outlined p-button-sm blog-article__edit">
                <Icon icon={Pencil} size={16} />
                <span>
                  <Trans>Edit post</Trans>
                </span>
              </Link>
            </div>
            <PostChips status={blog.status} categories={blog.categories} categoryHref={(code) => listWith({ category: code })} />
            <SafeHtml html={blog.content} className="blog-article__content" />
          </div>
        </article>
        <BlogComments postId={blog.id} comments={comments} />
      </div>
      {sidebar}
    </div>
  );
}

/** /pages/blog/{id}: a post; an id the API does not know → the 404 page. */
function BlogPostPage() {
  const id = parsePostId(useParams<{ id: string }>().id);
  if (id === null) return <Redirect to={paths.misc.notFound} replace />;
  return <BlogPost id={id} />;
}

export default BlogPostPage;
