import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { StatementSection } from './statement-section';
import { useStatement } from './use-statement';
// The form (react-hook-form and the form kit) and the page's stylesheet are a chunk of their own, so
// that the route table in the public entry names only this page's chunk: /careers' first load stays
// within its budget. The server rendering inlines that stylesheet (careers-pages/assets.ts).
const FeedbackForm = lazy(() => import('./feedback-form').then((module) => ({ default: module.FeedbackForm })));

/** /careers/accessibility: the statements for applicants and for the staff screens (GOV.UK model), and the feedback form. */
export default function AccessibilityPage() {
  const { t } = useLingui();
  const statement = useStatement();
  const title = t`Accessibility statement`;
  const site = t`Hospital Careers`;
  useEffect(() => {
    queueMicrotask(() => (document.title = `${title} · ${site}`));
  }, [title, site]);

  if (statement.state !== 'ready') {
    return (
      <div className="a11y-page" aria-busy={statement.state === 'loading'}>
        <h1>{title}</h1>
        {statement.state === 'failed' ? (
          <>
            <p role="alert">
              <Trans>We could not load the statement. Check your connection and try again.</Trans>
            </p>
            <button type="button" className="a11y-button a11y-button--primary" onClick={statement.retry}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : null}
      </div>
    );
  }
  const data = statement.data;
  return (
    <article className="a11y-page" aria-labelledby="a11y-title">
      <h1 id="a11y-title">{title}</h1>
      <p className="a11y-lead">
        <Trans>This page says how accessible the hospital's careers portal is, what we know does not work well, and how to get help. There is one statement for applicants and one for the staff screens.</Trans>
      </p>
      <nav aria-label={t`Statements on this page`} className="a11y-toc">
        <ul>
          <li>
            <a href="#statement-applicants">
              <Trans>For applicants</Trans>
            </a>
          </li>
          <li>
            <a href="#statement-staff">
              <Trans>For the staff screens</Trans>
            </a>
          </li>
          <li>
            <a href="#feedback">
              <Trans>Tell us about a problem or ask for help</Trans>
            </a>
          </li>
          <li>
            <a href="/api/careers/accessibility">
              <Trans>This statement as data (JSON)</Trans>
            </a>
          </li>
        </ul>
      </nav>
      {data.statements.map((s) => (
        <StatementSection key={s.audience} statement={s} all={data} />
      ))}
      <section className="a11y-feedback" aria-labelledby="feedback">
        <h2 id="feedback" tabIndex={-1}>
          <Trans>Tell us about a problem or ask for help</Trans>
        </h2>
        <Suspense fallback={null}>
          <FeedbackForm contactEmail={data.contact.email} />
        </Suspense>
      </section>
    </article>
  );
}
