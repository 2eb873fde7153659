import { useId, type ReactNode } from 'react';

interface DashCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls in the card's header (a year picker). */
  actions?: ReactNode;
  /** Grid placement: how many of the 12 columns the card spans from the large breakpoint. */
  span?: 3 | 4 | 5 | 6 | 7 | 8 | 12;
  className?: string;
  /** The heading's id, when something else (a table) is named by it. */
  headingId?: string;
  children: ReactNode;
}

/** One dashboard card: a section named by its heading. */
export function DashCard({ title, subtitle, actions, span = 4, className, headingId, children }: DashCardProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section className={['surface-card', 'dash-card', `dash-card--span-${span}`, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className="dash-card__header">
        <div>
          <h2 id={id} className="dash-card__title">
            {title}
          </h2>
          {subtitle ? <p className="dash-card__subtitle">{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      <div className="dash-card__body">{children}</div>
    </section>
  );
}

/** Grey bars in place of a card's content while the data is on its way (the page announces the loading once). */
export function CardSkeleton({ lines = 4, chart = true }: { lines?: number; chart?: boolean }) {
  return (
    <div className="dash-skeleton" aria-hidden="true">
      {chart ? <span className="dash-skeleton__chart" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="state-skeleton__line" style={{ width: `${100 - ((i * 23) % 45)}%` }} />
      ))}
    </div>
  );
}
