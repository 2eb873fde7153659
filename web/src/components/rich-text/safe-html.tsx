import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize';
import './rich-text.css';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: ElementType;
}

/** Shows HTML from a user after sanitising it in the browser (the server sanitised it when stored). */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
