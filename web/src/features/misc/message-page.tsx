import type { ReactNode } from 'react';
import './misc.css';

interface MessagePageProps {
  /** A large code above the title ("404"), decorative. */
  code?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame of the miscellaneous pages: one <h1>, a few lines, and the ways on. */
export function MessagePage({ code, title, children, actions }: MessagePageProps) {
  return (
    <section className="message-page misc-page" aria-labelledby="misc-title">
      {code ? (
        <p className="misc-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="misc-title">{title}</h1>
      {children}
      {actions ? <div className="misc-actions">{actions}</div> : null}
    </section>
  );
}
