import { Link } from 'wouter';
import { Trash2, Truck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { cartTotals } from '../../../../common/shop-cart-totals';
import { CartSummary } from './cart-summary';
import { useMoney } from '../../lib/money';
import { productPath } from './paths';
import { ProductImage } from './product-image';
import { QuantityInput } from './quantity-input';
import { useRemoveFromCart, useSetCartQty, type CartProduct } from './api';
import { ShopEmpty } from './shop-empty';
import { COLOR_LABELS } from './vocabulary';
import { dateFormat } from '../../lib/date-format';

/** Step 1: the cart's lines (quantity saved at once, remove) and the price details. */
export function CartStep({ products, onNext }: { products: CartProduct[]; onNext: () => void }) {
  const { t } = useLingui();
  if (products.length === 0) {
    return (
      <ShopEmpty>
        <Trans>Your cart is empty.</Trans>
      </ShopEmpty>
    );
  }
  return (
    <div className="checkout__columns">
      <ul className="cart-lines" aria-label={t`Products in your cart`}>
        {products.map((product) => (
          <li key={product.id}>
            <CartLine product={product} />
          </li>
        ))}
      </ul>
      <CartSummary totals={cartTotals(products)}>
        <button type="button" className="p-button checkout__next" onClick={onNext}>
          <Trans>Continue to the address</Trans>
        </button>
      </CartSummary>
    </div>
  );
}

function CartLine({ product }: { product: CartProduct }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const money = useMoney();
  const setQty = useSetCartQty();
  const remove = useRemoveFromCart();
  const path = { productId: product.id };
  const delivery = dateFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(product.shippingDate));
  return (
    <article className="cart-line" aria-label={product.name}>
      <ProductImage category={product.category} color={product.color} size="small" />
      <div className="cart-line__body">
        <h3 className="cart-line__title">
          <Link href={productPath(product)}>{product.name}</Link>
        </h3>
        <p className="cart-line__meta">
          {product.brand}
          {product.color ? (
            <>
              {' · '}
              <Trans>Colour: {i18n._(COLOR_LABELS[product.color])}</Trans>
            </>
          ) : null}
        </p>
        <p className="cart-line__meta">
          <Truck size={16} aria-hidden="true" /> <Trans>Delivery by {delivery}</Trans>
        </p>
        <p className="cart-line__price">
          <Trans>
            {money(product.priceCents)} each, {product.discountPercentage}% off
          </Trans>
        </p>
      </div>
      <div className="cart-line__actions">
        <QuantityInput itemName={product.name} value={product.qty} onChange={(qty) => setQty.mutate({ params: { path }, body: { qty } })} />
        <button
          type="button"
          className="p-button p-button-text p-button-sm p-button-danger shop-action"
          aria-label={t`Remove from cart: ${product.name}`}
          onClick={() => remove.mutate({ params: { path } })}
        >
          <Trash2 size={16} aria-hidden="true" />
          <span aria-hidden="true">
            <Trans>Remove</Trans>
          </span>
        </button>
      </div>
    </article>
  );
}
