import { useId } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Truck } from 'lucide-react';
import { AddToCartButton, WishlistToggle } from './basket-buttons';
import { useMoney } from './money';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import type { Product } from './shop-api';
import { CATEGORY_LABELS } from './vocabulary';

export const productPath = (product: Pick<Product, 'slug'>) => `/apps/e-commerce/${product.slug}`;

/** A product in the grid or the list: picture, name (the link to its page), price, rating and actions. */
export function ProductCard({ product, layout }: { product: Product; layout: 'grid' | 'list' }) {
  const money = useMoney();
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <article className={`product-card product-card--${layout}`} aria-labelledby={titleId}>
      <Link href={productPath(product)} tabIndex={-1} aria-hidden="true" className="product-card__image">
        <ProductImage category={product.category} />
      </Link>
      <div className="product-card__body">
        <div className="product-card__meta">
          <RatingStars rating={product.rating} />
          <span className="product-card__price">{money(product.priceCents)}</span>
        </div>
        <h3 id={titleId} className="product-card__title">
          <Link href={productPath(product)}>{product.name}</Link>
        </h3>
        <p className="product-card__brand">
          <Trans>
            {product.brand} · {i18n._(CATEGORY_LABELS[product.category])}
          </Trans>
        </p>
        {layout === 'list' ? <p className="product-card__description">{product.description}</p> : null}
        {product.hasFreeShipping ? (
          <p className="product-card__shipping">
            <Truck size={16} aria-hidden="true" /> <Trans>Free shipping</Trans>
          </p>
        ) : null}
      </div>
      <div className="product-card__actions">
        <WishlistToggle product={product} />
        <AddToCartButton product={product} />
      </div>
    </article>
  );
}
