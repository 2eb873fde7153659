import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page of the same view. */
  href: (page: number) => string;
  /** Called after a page link is followed (to move focus to the results). */
  onNavigate?: () => void;
}

/** The pages to offer: the first, the last, and two either side of the current one; gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** Previous, numbered and next page links (real links: each page has its URL). */
export function Pagination({ page, pages, href, onNavigate }: PaginationProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pages of results`}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} onClick={onNavigate} className="pagination__step">
              <Trans>
                Previous<span className="visually-hidden"> page</span>
              </Trans>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="pagination__current">
                  <Trans>
                    <span className="visually-hidden">Page </span>
                    {p}
                  </Trans>
                </span>
              ) : (
                <Link href={href(p)} onClick={onNavigate} aria-label={t`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} onClick={onNavigate} className="pagination__step">
              <Trans>
                Next<span className="visually-hidden"> page</span>
              </Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
