import type { ReactNode } from 'react';
import { SearchBox } from './list-kit';
import './search-hero.css';

interface SearchHeroProps {
  title: ReactNode;
  lead: ReactNode;
  /** The search in the URL, and what to do with a new one (debounced by the search box). */
  q: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  /** What the search found, for screen readers (a polite status). */
  status?: ReactNode;
}

/** The banner of a help page (FAQ, knowledge base): its <h1>, a lead and the search, centred on the accent tint. */
export function SearchHero({ title, lead, q, onSearch, label, placeholder, status }: SearchHeroProps) {
  return (
    <header className="search-hero">
      <h1>{title}</h1>
      <p>{lead}</p>
      <SearchBox value={q} onSearch={onSearch} label={label} placeholder={placeholder} className="search-hero__search" />
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </header>
  );
}
