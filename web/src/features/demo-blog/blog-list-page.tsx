import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Paginator } from 'primereact/paginator';
import { BLOG_CATEGORY_CODES, type BlogCategoryCode } from '../../../../common/demo-blog-rules';
import { listSearch, SearchBox, useListParams, type ListSpec } from '../../components/list-kit';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { BLOG_LIST, categoryName } from './blog-model';
import { BlogSidebar } from './blog-sidebar';
import { PostCard } from './post-card';
import './blog.css';

/** Page, page size, search and category in the URL; the server searches, filters and pages. */
export const BLOG_LIST_SPEC: ListSpec<'category'> = { sortFields: [], perPageOptions: [6, 12, 24], filters: { category: BLOG_CATEGORY_CODES } };

/** /pages/blog/list: the posts, newest first, with search, categories and paging on the server. */
function BlogListPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(BLOG_LIST_SPEC);
  const category = params.filters.category as BlogCategoryCode | '';
  const query = { page: params.page, perPage: params.perPage, ...(params.q ? { q: params.q } : {}), ...(category ? { category } : {}) };
  const list = $api.useQuery('get', '/api/blog/list/data', { params: { query } }, { placeholderData: keepPreviousData });
  const categoryHref = useCallback(
    (code: string) => `${BLOG_LIST}?${listSearch({ ...params, page: 1, filters: { category: code } }, BLOG_LIST_SPEC)}`,
    [params],
  );
  const categoryLabel = categoryName(category, category, (d) => i18n._(d));
  const total = list.data?.total ?? 0;

  return (
    <div className="blog-layout">
      <div className="blog-main">
        <header className="blog-header">
          <h1>
            <Trans>Blog</Trans>
          </h1>
          <p className="blog-muted" role="status">
            {list.data ? (
              category ? (
                <Plural value={total} one={`# post in ${categoryLabel}`} other={`# posts in ${categoryLabel}`} />
              ) : (
                <Plural value={total} one="# post" other="# posts" />
              )
            ) : null}
          </p>
          {category || params.q ? (
            <button type="button" className="p-button p-button-text p-button-sm" onClick={() => setParams({ q: '', filters: { category: '' } })}>
              <Trans>Show all posts</Trans>
            </button>
          ) : null}
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search the blog`} placeholder={t`Search the blog…`} className="blog-header__search" />
        </header>
        {list.isError ? <LoadFailure onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <SkeletonLines lines={8} /> : null}
        {list.data && list.data.posts.length === 0 ? (
          <EmptyState>{params.q ? <Trans>No post matches “{params.q}”.</Trans> : <Trans>There are no posts here yet.</Trans>}</EmptyState>
        ) : null}
        {list.data && list.data.posts.length > 0 ? (
          <ul className={list.isPlaceholderData ? 'blog-cards blog-cards--stale' : 'blog-cards'} aria-label={t`Posts`}>
            {list.data.posts.map((post) => (
              <PostCard key={post.id} post={post} categoryHref={categoryHref} />
            ))}
          </ul>
        ) : null}
        {total > params.perPage ? (
          <Paginator
            className="blog-paginator"
            first={(params.page - 1) * params.perPage}
            rows={params.perPage}
            totalRecords={total}
            onPageChange={(e) => setParams({ page: e.page + 1 })}
            template="PrevPageLink PageLinks NextPageLink"
          />
        ) : null}
      </div>
      <BlogSidebar activeCategory={category} categoryHref={categoryHref} />
    </div>
  );
}

export default BlogListPage;
