import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Truck } from 'lucide-react';
import { AddToCartButton, WishlistToggle } from './basket-buttons';
import { useMoney } from '../../lib/money';
import { productPath } from './paths';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import type { Product } from './api';
import { CATEGORY_LABELS } from './vocabulary';

interface ProductCardProps {
  product: Product;
  layout: 'grid' | 'list';
  /** The level of the product's name among the page's headings. */
  headingLevel?: 2 | 3;
  /** The buttons under the product (default: wishlist toggle and add to cart). */
  actions?: ReactNode;
}

/** A product in the grid or the list: picture, name (the link to its page), price, rating and actions. */
export function ProductCard({ product, layout, headingLevel = 3, actions }: ProductCardProps) {
  const money = useMoney();
  const { i18n } = useLingui();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        <Heading id={titleId} className="product-card__title">
          <Link href={productPath(product)}>{product.name}</Link>
        </Heading>
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
        {actions ?? (
          <>
            <WishlistToggle product={product} />
            <AddToCartButton product={product} />
          </>
        )}
      </div>
    </article>
  );
}
