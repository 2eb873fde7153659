import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import type { BlogStatus } from '../../../../common/demo-blog-rules';
import { categoryName, localDay, STATUS_NAMES } from './blog-model';
import { PersonAvatar } from '../../components/person-avatar';

type CategoryRef = components['schemas']['DemoBlogCategoryRef'];

/** "by Ada Lovelace · 12 March 2026", with the author's picture. */
export function PostByline({ author, avatar, day, long = false }: { author: string; avatar: string; day: string; long?: boolean }) {
  const { i18n } = useLingui();
  const date = i18n.date(localDay(day), { dateStyle: long ? 'long' : 'medium' });
  return (
    <p className="blog-byline">
      <PersonAvatar name={author} src={avatar} size={long ? 36 : 28} />
      <span>
        <Trans>
          by {author} · <time dateTime={day}>{date}</time>
        </Trans>
      </span>
    </p>
  );
}

/** The post's status (unless published) and its categories, each a link to the list filtered by it. */
export function PostChips({ status, categories, categoryHref }: { status: BlogStatus; categories: CategoryRef[]; categoryHref: (code: string) => string }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="blog-chips" aria-label={t`Categories`}>
      {status !== 'Published' ? <li className="accent-chip blog-chip blog-chip--status">{i18n._(STATUS_NAMES[status])}</li> : null}
      {categories.map((category) => (
        <li key={category.code}>
          <Link href={categoryHref(category.code)} className="accent-chip blog-chip">
            {categoryName(category.code, category.name, (d) => i18n._(d))}
          </Link>
        </li>
      ))}
    </ul>
  );
}
