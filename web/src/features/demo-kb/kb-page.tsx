import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/icon';
import { useListParams, type ListSpec } from '../../components/list-kit';
import { SearchHero } from '../../components/search-hero';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { useContentLanguage } from '../../lib/content-language';
import { kbIcon } from './kb-icons';
import { categoryPath, questionPath } from './kb-paths';
import './kb.css';

/** `?q=` lives in the URL and is sent to the server. */
const KB_LIST: ListSpec = { sortFields: [] };

/** /pages/knowledge-base: the categories, and a search over them and their questions. */
function KnowledgeBasePage() {
  const { t } = useLingui();
  const [params, setParams] = useListParams(KB_LIST);
  const lang = useContentLanguage();
  const landing = $api.useQuery('get', '/api/kb/data/knowledge_base', { params: { query: params.q ? { q: params.q, lang } : { lang } } }, { placeholderData: keepPreviousData });
  const categories = landing.data ?? [];

  return (
    <div className="kb-page">
      <SearchHero
        title={<Trans>Knowledge base</Trans>}
        lead={<Trans>Answers to the questions people ask most, by topic.</Trans>}
        q={params.q}
        onSearch={(q) => setParams({ q })}
        label={t`Search the knowledge base`}
        placeholder={t`Ask a question…`}
        status={params.q && landing.data ? <Plural value={categories.length} one="# category matches your search" other="# categories match your search" /> : null}
      />

      {landing.isError ? <LoadFailure onRetry={() => void landing.refetch()} /> : null}
      {landing.isPending ? <SkeletonLines lines={6} /> : null}
      {landing.data && categories.length === 0 ? (
        <EmptyState
          action={
            <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setParams({ q: '' })}>
              <Trans>Clear the search</Trans>
            </button>
          }
        >
          <Trans>Nothing in the knowledge base matches “{params.q}”.</Trans>
        </EmptyState>
      ) : null}

      <ul className={landing.isPlaceholderData ? 'kb-grid kb-grid--stale' : 'kb-grid'}>
        {categories.map((category) => (
          <li key={category.id} className="kb-card">
            <span className="kb-card__icon">
              <Icon icon={kbIcon(category.icon)} size={28} />
            </span>
            <h2 className="kb-card__title">
              <Link href={categoryPath(category.category)}>{category.title}</Link>
            </h2>
            <p className="kb-muted">{category.desc}</p>
            <p className="kb-card__count">
              <Plural value={category.questionCount} one="# question" other="# questions" />
            </p>
            {category.matches.length > 0 ? (
              <ul className="kb-card__matches" aria-label={t`Questions about “${params.q}” in ${category.title}`}>
                {category.matches.map((match) => (
                  <li key={match.id}>
                    <Link href={questionPath(category.category, match.slug)}>{match.question}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default KnowledgeBasePage;
