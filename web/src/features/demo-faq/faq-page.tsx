import { useRef } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Icon } from '../../components/icon';
import { useListParams, type ListSpec } from '../../components/list-kit';
import { SearchHero } from '../../components/search-hero';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { useContentLanguage } from '../../lib/content-language';
import { $api } from '../../lib/query';
import { FaqContact } from './faq-contact';
import { faqIcon } from './faq-icons';
import './faq.css';

/** `?q=` (sent to the server) and `?category=` (the category shown) live in the URL. */
const FAQ_LIST: ListSpec<'category'> = { sortFields: [], filters: { category: 'text' } };

/** /pages/faq: search the questions, pick a category, open the answers. */
function FaqPage() {
  const { t } = useLingui();
  const [params, setParams] = useListParams(FAQ_LIST);
  const heading = useRef<HTMLHeadingElement>(null);
  const lang = useContentLanguage();
  const faq = $api.useQuery('get', '/api/faq/data', { params: { query: params.q ? { q: params.q, lang } : { lang } } }, { placeholderData: keepPreviousData });
  const categories = Object.entries(faq.data ?? {});
  const [selectedId, selected] = categories.find(([id]) => id === params.filters.category) ?? categories[0] ?? [];
  const found = categories.reduce((sum, [, category]) => sum + category.qandA.length, 0);

  const choose = (id: string) => {
    setParams({ filters: { category: id } });
    heading.current?.focus();
  };

  return (
    <div className="faq-page">
      <SearchHero
        title={<Trans>Let’s answer some questions</Trans>}
        lead={<Trans>Search the questions, or choose a category to find help quickly.</Trans>}
        q={params.q}
        onSearch={(q) => setParams({ q })}
        label={t`Search the questions`}
        placeholder={t`Ask a question…`}
        status={params.q && faq.data ? <Plural value={found} one="# question matches your search" other="# questions match your search" /> : null}
      />

      {faq.isError ? <LoadFailure onRetry={() => void faq.refetch()} /> : null}
      {faq.isPending ? <SkeletonLines lines={6} /> : null}
      {faq.data && categories.length === 0 ? (
        <EmptyState
          action={
            <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setParams({ q: '' })}>
              <Trans>Clear the search</Trans>
            </button>
          }
        >
          <Trans>No question matches “{params.q}”.</Trans>
        </EmptyState>
      ) : null}

      {selected && selectedId ? (
        <div className={faq.isPlaceholderData ? 'faq-body faq-body--stale' : 'faq-body'}>
          <nav className="faq-categories" aria-label={t`Question categories`}>
            <ul>
              {categories.map(([id, category]) => (
                <li key={id}>
                  <button type="button" className="faq-categories__item" aria-pressed={id === selectedId} onClick={() => choose(id)}>
                    <Icon icon={faqIcon(category.icon)} size={18} />
                    <span className="faq-categories__title">{category.title}</span>
                    <span className="faq-categories__count">
                      <Plural value={category.qandA.length} one="# question" other="# questions" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="faq-questions" aria-labelledby="faq-category-title">
            <div className="faq-questions__head">
              <span className="faq-questions__icon">
                <Icon icon={faqIcon(selected.icon)} size={22} />
              </span>
              <div>
                <h2 id="faq-category-title" ref={heading} tabIndex={-1}>
                  {selected.title}
                </h2>
                <p className="faq-muted">{selected.subtitle}</p>
              </div>
            </div>
            <Accordion multiple key={`${selectedId}:${params.q}`} className="faq-accordion">
              {selected.qandA.map((entry) => (
                <AccordionTab key={entry.question} header={entry.question}>
                  <p className="faq-answer">{entry.ans}</p>
                </AccordionTab>
              ))}
            </Accordion>
          </section>
        </div>
      ) : null}

      <FaqContact />
    </div>
  );
}

export default FaqPage;
