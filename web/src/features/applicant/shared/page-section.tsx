import type { ReactNode } from 'react';

/** A section of an applicant page: a region named by its <h2>, which links and focus can target. */
export function PageSection({ id, title, intro, children }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="applicant-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="applicant-section__title" tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="applicant-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
