import { Link } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/icon';
import { SearchBox } from '../../components/list-kit';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { categoryIcon, categoryName, localDay, postPath } from './blog-model';
import { PostCover } from './blog-visuals';

interface BlogSidebarProps {
  /** Searching from the sidebar (on the post page; the list has its own search box above the posts). */
  onSearch?: (q: string) => void;
  /** The category the list shows, if any. */
  activeCategory?: string;
  /** Where a category link leads. */
  categoryHref: (code: string) => string;
}

/** Search, the newest published posts and the categories (with their counts), beside the list and the post. */
export function BlogSidebar({ onSearch, activeCategory, categoryHref }: BlogSidebarProps) {
  const { t, i18n } = useLingui();
  const sidebar = $api.useQuery('get', '/api/blog/list/data/sidebar');
  return (
    <aside className="blog-sidebar" aria-label={t`Blog sidebar`}>
      {onSearch ? <SearchBox value="" onSearch={onSearch} label={t`Search the blog`} placeholder={t`Search the blog…`} className="blog-sidebar__search" /> : null}
      {sidebar.data ? (
        <>
          <section aria-labelledby="blog-recent-title">
            <h2 id="blog-recent-title" className="blog-sidebar__title">
              <Trans>Recent posts</Trans>
            </h2>
            <ul className="blog-recent">
              {sidebar.data.recentPosts.map((post) => (
                <li key={post.id}>
                  <PostCover img={post.img} seed={post.id} className="blog-recent__cover" />
                  <div>
                    <Link href={postPath(post.id)} className="blog-recent__title">
                      {post.title}
                    </Link>
                    <span className="blog-muted">{i18n.date(localDay(post.createdTime), { dateStyle: 'medium' })}</span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="blog-categories-title">
            <h2 id="blog-categories-title" className="blog-sidebar__title">
              <Trans>Categories</Trans>
            </h2>
            <ul className="blog-categories">
              {sidebar.data.categories.map((category) => (
                <li key={category.code}>
                  <Link href={categoryHref(category.code)} className="blog-categories__link" aria-current={category.code === activeCategory ? 'page' : undefined}>
                    <Icon icon={categoryIcon(category.icon)} size={18} />
                    <span>{categoryName(category.code, category.category, (d) => i18n._(d))}</span>
                    <span className="blog-categories__count">
                      <span aria-hidden="true">{i18n.number(category.count)}</span>
                      <span className="visually-hidden">
                        <Plural value={category.count} one="(# post)" other="(# posts)" />
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : sidebar.isError ? (
        <LoadFailure onRetry={() => void sidebar.refetch()} />
      ) : (
        <SkeletonLines lines={6} />
      )}
    </aside>
  );
}
