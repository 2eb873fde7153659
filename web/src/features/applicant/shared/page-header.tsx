import type { ReactNode } from 'react';

/** The one <h1> of an applicant page, with an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className="applicant-page__header">
      <h1 className="applicant-page__title">{title}</h1>
      {lead ? <p className="applicant-page__lead">{lead}</p> : null}
    </header>
  );
}
