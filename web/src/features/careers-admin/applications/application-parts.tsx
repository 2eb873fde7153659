import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { periodOf } from './format';

/** One fact of the review page; an empty one shows a dash. */
export function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="application-dl__item">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

/** A titled part of the review page. */
export function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="application-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** "1 Sept 2014 – 22 Dec 2017", "Since 8 Jan 2018", "Until 31 Jul 2014", or nothing. */
export function PeriodText({ start, end, locale }: { start: string | null; end: string | null; locale: string }) {
  const period = periodOf(start, end, locale);
  if (!period) return null;
  if (period.kind === 'between') return <>{`${period.from} – ${period.to}`}</>;
  const { kind } = period;
  return kind === 'since' ? <Trans>Since {period.from}</Trans> : <Trans>Until {period.to}</Trans>;
}

/** Parts with something in them, with a separator between them only. */
export function Joined({ parts, separator = ' · ' }: { parts: ReactNode[]; separator?: string }) {
  const present = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <>
      {present.map((part, i) => (
        <span key={i}>
          {i > 0 ? separator : null}
          {part}
        </span>
      ))}
    </>
  );
}
