import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import * as paths from '../../../../../common/paths';

/** The hero's search box: opens the jobs list with the words typed (`/careers/jobs?q=…`). */
export function HomeSearch() {
  const [, navigate] = useLocation();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    navigate(words ? `${paths.careers.jobs}?q=${encodeURIComponent(words)}` : paths.careers.jobs);
  };
  return (
    <form className="home-search" role="search" action={paths.careers.jobs} onSubmit={submit}>
      <label htmlFor="home-search-q" className="home-search__label">
        <Trans>Search jobs by title, keyword or reference</Trans>
      </label>
      <div className="home-search__row">
        <input
          id="home-search-q"
          name="q"
          type="search"
          className="careers-input home-search__input"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
        />
        <button type="submit" className="careers-button careers-button--primary">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
