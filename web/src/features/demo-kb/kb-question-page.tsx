import { Link, Redirect, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { SafeHtml } from '../../components/rich-text/safe-html';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { keepAcrossLanguages, useContentLanguage } from '../../lib/content-language';
import { $api } from '../../lib/query';
import { KbBreadcrumb } from './kb-breadcrumb';
import { isMissing } from './kb-missing';
import { categoryPath, questionPath } from './kb-paths';
import * as paths from '../../../../common/paths';
import './kb.css';

/** /pages/knowledge-base/{category}/{slug}: one article (sanitised again before it is shown); unknown → the 404 page. */
function KbQuestionPage() {
  const { i18n } = useLingui();
  const { category = '', slug = '' } = useParams<{ category: string; slug: string }>();
  const query = { category, slug, lang: useContentLanguage() };
  const article = $api.useQuery('get', '/api/kb/data/question', { params: { query } }, { placeholderData: keepAcrossLanguages(query) });

  if (isMissing(article.error)) return <Redirect to={paths.misc.notFound} replace />;
  if (article.isError) return <LoadFailure onRetry={() => void article.refetch()} />;
  if (!article.data) return <SkeletonLines lines={10} />;
  const { title, lastUpdated, content, relatedQuestions, category: owner } = article.data;
  const updated = i18n.date(new Date(`${lastUpdated}T00:00:00`), { dateStyle: 'long' });

  return (
    <div className="kb-page">
      <KbBreadcrumb trail={[{ label: owner.title, href: categoryPath(owner.category) }, { label: title }]} />
      <div className="kb-article-layout">
        <article className="kb-article" aria-labelledby="kb-article-title">
          <h1 id="kb-article-title">{title}</h1>
          <p className="kb-muted">
            <Trans>Last updated on {updated}</Trans>
          </p>
          <SafeHtml html={content} className="kb-article__body" />
        </article>
        {relatedQuestions.length > 0 ? (
          <aside className="kb-related" aria-labelledby="kb-related-title">
            <h2 id="kb-related-title">
              <Trans>Related questions</Trans>
            </h2>
            <ul>
              {relatedQuestions.map((related) => (
                <li key={related.id}>
                  <Link href={questionPath(owner.category, related.slug)}>{related.question}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

export default KbQuestionPage;
