import { Link, Redirect, useParams } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { Icon } from '../../components/icon';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { keepAcrossLanguages, useContentLanguage } from '../../lib/content-language';
import { $api } from '../../lib/query';
import { KbBreadcrumb } from './kb-breadcrumb';
import { kbIcon } from './kb-icons';
import { isMissing } from './kb-missing';
import { questionPath } from './kb-paths';
import * as paths from '../../../../common/paths';
import './kb.css';

/** /pages/knowledge-base/{category}: the category's sections and their questions; an unknown category → the 404 page. */
function KbCategoryPage() {
  const { category: slug = '' } = useParams<{ category: string }>();
  const query = { category: slug, lang: useContentLanguage() };
  const page = $api.useQuery('get', '/api/kb/data/category', { params: { query } }, { placeholderData: keepAcrossLanguages(query) });

  if (isMissing(page.error)) return <Redirect to={paths.misc.notFound} replace />;
  if (page.isError) return <LoadFailure onRetry={() => void page.refetch()} />;
  if (!page.data) return <SkeletonLines lines={8} />;
  const { category, sections } = page.data;

  return (
    <div className="kb-page">
      <KbBreadcrumb trail={[{ label: category.title }]} />
      <header className="kb-heading">
        <span className="kb-card__icon">
          <Icon icon={kbIcon(category.icon)} size={26} />
        </span>
        <div>
          <h1>{category.title}</h1>
          <p className="kb-muted">{category.desc}</p>
        </div>
      </header>
      <div className="kb-sections">
        {sections.map((section) => (
          <section key={section.id} className="kb-section" aria-labelledby={`kb-section-${section.id}`}>
            <h2 id={`kb-section-${section.id}`} className="kb-section__title">
              <Icon icon={kbIcon(section.icon)} size={20} className={`kb-tone kb-tone--${section.iconColor}`} />
              <span>{section.title}</span>
              <span className="kb-section__count">
                (<Plural value={section.questions.length} one="# question" other="# questions" />)
              </span>
            </h2>
            <ul className="kb-section__questions">
              {section.questions.map((question) => (
                <li key={question.id}>
                  <Link href={questionPath(category.category, question.slug)}>{question.question}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p>
        <Link href={paths.demo.faq}>
          <Trans>Not here? See the frequently asked questions.</Trans>
        </Link>
      </p>
    </div>
  );
}

export default KbCategoryPage;
