import { Star } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

/** Five stars, `rating` of them filled; read as "Rated 4 out of 5". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useLingui();
  return (
    <span className={className ? `rating-stars ${className}` : 'rating-stars'} role="img" aria-label={t`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={16} aria-hidden="true" className={n <= rating ? 'rating-stars__on' : 'rating-stars__off'} />
      ))}
    </span>
  );
}
