import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';

/** The pages to offer: the first, the last and one either side of the current one; gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return wanted.flatMap((p, i) => (i > 0 && p - wanted[i - 1]! > 1 ? [null, p] : [p]));
}

/** Previous, numbered and next page buttons under the products. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="shop-pager" aria-label={t`Pages of products`}>
      <button type="button" className="p-button p-button-text p-button-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        <Trans>Previous</Trans>
      </button>
      <ul>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`p-button p-button-sm ${p === page ? '' : 'p-button-text'}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="p-button p-button-text p-button-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
