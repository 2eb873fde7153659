import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Load } from '../../../lib/rendered-query';

interface HomeSectionProps {
  id: string;
  title: ReactNode;
  /** The data the section shows: busy while loading, a retry when it failed. */
  load: Pick<Load<unknown>, 'state'> & { retry: () => void };
  /** What failed to load ("We could not load the jobs just now."). */
  failure: ReactNode;
  children: ReactNode;
}

/** A section of the careers home that shows data from the server. */
export function HomeSection({ id, title, load, failure, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id} aria-busy={load.state === 'loading'}>
      <h2 id={id}>{title}</h2>
      {load.state === 'failed' ? (
        <p>
          {failure}{' '}
          <button type="button" className="link-button" onClick={load.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {children}
    </section>
  );
}
