import { useId, type ReactNode } from 'react';
import './showcase.css';
import './prime-contrast.css';

/**
 * The frame of the UI-kit screens (components, forms, tables): a page with its heading and
 * introduction, and titled sections in cards, each a landmark named by its heading.
 */
export function ShowcasePage({ title, intro, actions, children }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="showcase">
      <header className="showcase__header">
        <div>
          <h1 className="showcase__title">{title}</h1>
          {intro ? <p className="showcase__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="showcase__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

interface ShowcaseSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Spans the whole width of the grid (tables, wide forms). */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}

export function ShowcaseSection({ title, description, wide = false, className, children }: ShowcaseSectionProps) {
  const id = useId();
  const classes = ['showcase__section', wide ? 'showcase__section--wide' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={id}>
      <h2 id={id} className="showcase__section-title">
        {title}
      </h2>
      {description ? <p className="showcase__section-description">{description}</p> : null}
      {children}
    </section>
  );
}

/** Sections side by side where there is room (one column on a phone). */
export function ShowcaseGrid({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'showcase__grid showcase__grid--narrow' : 'showcase__grid'}>{children}</div>;
}
