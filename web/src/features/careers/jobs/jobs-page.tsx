import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { useRenderedAnswer } from '../../../lib/rendered-query';
import { ensureCatalogs } from '../../../lib/i18n';
import { JobCard } from '../shared/job-card';
import { jobListKey } from '../shared/server-keys';
import { FacetFilters } from './facet-filters';
import { Pagination } from './pagination';
import { alertToEdit, type AlertToEdit } from './alert-to-edit';
import {
  activeFilterCount,
  clearedFilters,
  filtersToSearch,
  pageCount,
  parseFilters,
  SORTS,
  toApiQuery,
  toggleValue,
  type JobFilters,
  type JobSort,
} from './query-state';
import * as paths from '../../../../../common/paths';
import '../shared/careers.css';
import './jobs.css';

const RESULTS_TITLE_ID = 'jobs-results-title';
/** The search form: the filters and the sort belong to it too (`form=`), so that it works as a GET form without scripts. */
const FORM_ID = 'jobs-form';
/** Loaded when asked for, with its words (the applicant catalog): the board's first load carries neither. */
const SaveAlertDialog = lazy(() => Promise.all([import('./save-alert-dialog'), ensureCatalogs(['applicant'])]).then(([dialog]) => dialog));

/**
 * /careers/jobs: search, filters with counts, sort and pages, every choice in the URL query so a
 * link or the back button gives the same view. Filters fold behind a button on narrow screens.
 */
export default function JobsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const query = toApiQuery(filters);
  const rendered = useRenderedAnswer('/api/careers/jobs', jobListKey(query));
  const jobs = rendered.load($api.useQuery('get', '/api/careers/jobs', { params: { query } }, rendered.options));
  const [words, setWords] = useState(filters.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  // The alert dialog is unmounted when it closes; the focus goes back to the button that opened it.
  const alertOpener = useRef<HTMLButtonElement>(null);
  const closeAlert = () => {
    setAlertOpen(false);
    alertOpener.current?.focus();
  };
  // Opened from an alert's "Edit the search": the alert to update, kept while the search changes (after hydration, so the server's page matches).
  const [editAlert, setEditAlert] = useState<AlertToEdit | null>(null);
  useEffect(() => setEditAlert(alertToEdit(params)), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once: the search's own changes drop these parameters
  const panelId = useId();
  const resultsTitle = useRef<HTMLHeadingElement>(null);

  // The search box follows the URL (back button, a link to another search).
  useEffect(() => setWords(filters.q), [filters.q]);

  const show = (next: JobFilters) => setParams(filtersToSearch(next));
  const href = (next: JobFilters) => {
    const query = filtersToSearch(next);
    return query ? `${paths.careers.jobs}?${query}` : paths.careers.jobs;
  };
  const submitWords = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The words in the box, not React's copy of them: typed before the page was hydrated, they are
    // handed to React a moment after (lib/early-input.ts), and a search sent in between keeps them.
    const typed = new FormData(event.currentTarget).get('q');
    show({ ...filters, q: (typeof typed === 'string' ? typed : words).trim(), page: 1, exact: false });
  };
  const focusResults = () => {
    resultsTitle.current?.focus({ preventScroll: true });
    resultsTitle.current?.scrollIntoView?.({ block: 'start' });
  };

  const chosen = activeFilterCount(filters);
  const anything = chosen > 0 || filters.q !== '';
  const data = jobs.data;
  const sortLabels: Record<JobSort, string> = { newest: t`Newest first`, closing: t`Closing soonest`, title: t`Job title (A to Z)` };

  return (
    <div className="jobs-page careers-page">
      <h1 className="jobs-page__title">
        <Trans>Search jobs</Trans>
      </h1>
      <form id={FORM_ID} className="jobs-search" role="search" action={paths.careers.jobs} onSubmit={submitWords}>
        <label htmlFor="jobs-q">
          <Trans>Job title, keyword or reference</Trans>
        </label>
        <div className="jobs-search__row">
          <input id="jobs-q" name="q" type="search" className="careers-input" value={words} maxLength={200} onChange={(e) => setWords(e.target.value)} />
          <button type="submit" className="careers-button careers-button--primary">
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
      <p className="jobs-alert">
        <button ref={alertOpener} type="button" className="careers-button needs-script" aria-haspopup="dialog" onClick={() => setAlertOpen(true)}>
          {editAlert ? <Trans>Update your alert with this search</Trans> : <Trans>Get alerts for this search</Trans>}
        </button>
      </p>
      {alertOpen ? (
        <Suspense fallback={null}>
          <SaveAlertDialog filters={filters} edit={editAlert} onClose={closeAlert} />
        </Suspense>
      ) : null}

      <div className="jobs-layout">
        <aside className="jobs-filters" aria-labelledby="jobs-filters-title">
          <div className="jobs-filters__bar">
            <h2 id="jobs-filters-title" className="jobs-filters__title">
              <Trans>Filter jobs</Trans>
            </h2>
            <button
              type="button"
              className="careers-button jobs-filters__toggle needs-script"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
              {chosen > 0 ? (
                <span>
                  {' '}
                  <Trans>({chosen} chosen)</Trans>
                </span>
              ) : null}
            </button>
          </div>
          <div id={panelId} className={filtersOpen ? 'jobs-filters__panel is-open' : 'jobs-filters__panel'}>
            {data ? <FacetFilters form={FORM_ID} facets={data.facets} filters={filters} onToggle={(key, value, on) => show(toggleValue(filters, key, value, on))} /> : null}
            <noscript>
              <button type="submit" form={FORM_ID} className="careers-button careers-button--primary">
                <Trans>Apply filters</Trans>
              </button>
            </noscript>
            {anything ? (
              <Link href={href(clearedFilters(filters))} className="careers-button jobs-filters__clear">
                <Trans>Clear search and filters</Trans>
              </Link>
            ) : null}
          </div>
        </aside>

        <section className="jobs-results" aria-labelledby={RESULTS_TITLE_ID} aria-busy={jobs.state === 'loading'}>
          <div className="jobs-results__bar">
            <h2 id={RESULTS_TITLE_ID} ref={resultsTitle} tabIndex={-1} className="jobs-results__title">
              <Trans>Results</Trans>
            </h2>
            <p className="jobs-results__count" aria-live="polite" aria-atomic="true">
              {data ? <Plural value={data.total} _0="No jobs found" one="# job found" other="# jobs found" /> : null}
            </p>
            <div className="jobs-sort">
              <label htmlFor="jobs-sort">
                <Trans>Sort by</Trans>
              </label>
              <select
                id="jobs-sort"
                name="sortBy"
                form={FORM_ID}
                className="careers-input"
                value={filters.sort}
                onChange={(e) => show({ ...filters, sort: e.target.value as JobSort, page: 1 })}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" form={FORM_ID} className="careers-button">
                  <Trans>Sort</Trans>
                </button>
              </noscript>
            </div>
          </div>

          {data?.correctedQuery ? <Correction corrected={data.correctedQuery} typed={filters.q} exactHref={href({ ...filters, exact: true, page: 1 })} /> : null}

          {jobs.state === 'failed' ? (
            <div className="jobs-message" role="alert">
              <p>
                <Trans>We could not load the jobs. Check your connection and try again.</Trans>
              </p>
              <button type="button" className="careers-button" onClick={jobs.retry}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : null}

          {data && data.total === 0 ? (
            <div className="jobs-message">
              <p>
                <Trans>No open job matches your search.</Trans>{' '}
                {anything ? <Trans>Try other words, or clear the filters to see every open job.</Trans> : null}
              </p>
              {anything ? (
                <Link href={href(clearedFilters(filters))} className="careers-button careers-button--primary">
                  <Trans>Clear search and filters</Trans>
                </Link>
              ) : null}
            </div>
          ) : null}

          {data && data.total > 0 && data.jobs.length === 0 ? (
            <div className="jobs-message">
              <p>
                <Trans>This page of results is empty.</Trans>
              </p>
              <Link href={href({ ...filters, page: 1 })} className="careers-button">
                <Trans>Go to the first page</Trans>
              </Link>
            </div>
          ) : null}

          {data && data.jobs.length > 0 ? (
            <ul className="jobs-list">
              {data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} withSummary />
                </li>
              ))}
            </ul>
          ) : null}

          {data ? (
            <Pagination page={filters.page} pages={pageCount(data.total)} href={(page) => href({ ...filters, page })} onNavigate={focusResults} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** "Showing results for …" when the words typed found nothing and their correction did, with the way back to the words as typed. */
function Correction({ corrected, typed, exactHref }: { corrected: string; typed: string; exactHref: string }) {
  return (
    <p className="jobs-correction">
      <Trans>
        Showing results for <strong>{corrected}</strong>.
      </Trans>{' '}
      <Link href={exactHref}>
        <Trans>Search instead for “{typed}”</Trans>
      </Link>
    </p>
  );
}
