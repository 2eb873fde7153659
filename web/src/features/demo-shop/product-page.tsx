import { useEffect, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { PackageCheck, Truck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import type { ShopColor } from '../../../../common/shop-catalog';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { AddToCartButton, WishlistButton } from './basket-buttons';
import { ColorPicker } from './color-picker';
import { useMoney } from '../../lib/money';
import { CHECKOUT_PATH, productIdOf, productPath, SHOP_PATH } from './paths';
import { ProductCard } from './product-card';
import { ProductImage } from './product-image';
import { QuantityInput } from './quantity-input';
import { RatingStars } from './rating-stars';
import type { ProductDetail } from './api';
import { CATEGORY_LABELS } from './vocabulary';
import * as paths from '../../../../common/paths';
import './shop.css';

/** /apps/e-commerce/{slug}: one product, its colours, quantity, cart and wishlist, and related products. */
function ProductPage() {
  const { slug } = useParams<{ slug: string }>();
  const id = productIdOf(slug);
  const result = $api.useQuery('get', '/api/apps/ecommerce/products/{productId}', { params: { path: { productId: id ?? 0 } } }, { enabled: id !== null });
  const { t } = useLingui();

  if (id === null || (result.isError && [400, 404].includes(apiProblem(result.error).status))) return <Redirect to={paths.misc.notFound} replace />;
  if (result.data && result.data.product.slug !== slug) return <Redirect to={productPath(result.data.product)} replace />;
  return (
    <div className="product-page">
      <nav aria-label={t`Breadcrumb`} className="shop-breadcrumb">
        <Link href={SHOP_PATH}>
          <Trans>Shop</Trans>
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{result.data?.product.name ?? '…'}</span>
      </nav>
      {result.isError ? <LoadFailure onRetry={() => result.refetch()} /> : null}
      {result.data ? <ProductDetails product={result.data.product} /> : result.isError ? null : <ProductSkeleton />}
      {result.data && result.data.related.length > 0 ? (
        <section className="related-products" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans>Related products</Trans>
          </h2>
          <ul className="shop-products shop-products--grid">
            {result.data.related.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} layout="grid" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <>
      <h1 className="visually-hidden">
        <Trans>Product details</Trans>
      </h1>
      <SkeletonLines lines={8} />
    </>
  );
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const money = useMoney();
  const { i18n } = useLinguiContext();
  const [color, setColor] = useState<ShopColor>(product.colorOptions[0]!);
  const [qty, setQty] = useState(1);
  useEffect(() => {
    setColor(product.colorOptions[0]!);
    setQty(1);
  }, [product.id, product.colorOptions]);

  return (
    <article className="product-detail" aria-labelledby="product-title">
      <ProductImage category={product.category} color={color} size="large" />
      <div className="product-detail__info">
        <h1 id="product-title" className="product-detail__title">
          {product.name}
        </h1>
        <p className="product-detail__brand">
          <Trans>
            By {product.brand} · {i18n._(CATEGORY_LABELS[product.category])}
          </Trans>
        </p>
        <div className="product-detail__price-row">
          <span className="product-detail__price">{money(product.priceCents)}</span>
          <RatingStars rating={product.rating} />
        </div>
        <p className="product-detail__stock">
          <PackageCheck size={18} aria-hidden="true" /> <Trans>In stock</Trans>
          {product.hasFreeShipping ? (
            <>
              {' · '}
              <Truck size={18} aria-hidden="true" /> <Trans>Free shipping</Trans>
            </>
          ) : null}
        </p>
        <p className="product-detail__description">{product.description}</p>
        <ColorPicker options={product.colorOptions} value={color} onChange={setColor} />
        {product.isInCart ? (
          <p className="product-detail__in-cart">
            <Trans>
              This product is in your cart: change its quantity at <Link href={CHECKOUT_PATH}>checkout</Link>.
            </Trans>
          </p>
        ) : (
          <QuantityInput itemName={product.name} value={qty} onChange={setQty} visibleLabel />
        )}
        <div className="product-detail__actions">
          <AddToCartButton product={product} qty={qty} color={color} />
          <WishlistButton product={product} />
        </div>
      </div>
    </article>
  );
}

export default ProductPage;
