import { useEffect, useRef } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopColor } from '../../../../common/shop-catalog';
import { CHECKOUT_PATH } from './paths';
import { useAddToCart, useToggleWishlist, type Product } from './api';

interface AddToCartProps {
  product: Pick<Product, 'id' | 'name' | 'isInCart'>;
  qty?: number;
  color?: ShopColor;
  className?: string;
}

/**
 * "Add to cart", or "View in cart" once the product is there. The button stays focusable while the
 * request is under way, and focus moves to "View in cart" when it replaces the button.
 */
export function AddToCartButton({ product, qty, color, className = '' }: AddToCartProps) {
  const { t } = useLingui();
  const add = useAddToCart();
  const viewRef = useRef<HTMLAnchorElement>(null);
  const addedHere = useRef(false);
  useEffect(() => {
    if (product.isInCart && addedHere.current) {
      addedHere.current = false;
      viewRef.current?.focus();
    }
  }, [product.isInCart]);

  if (product.isInCart) {
    return (
      <Link ref={viewRef} href={CHECKOUT_PATH} className={`p-button p-button-outlined shop-action ${className}`} aria-label={t`View in cart: ${product.name}`}>
        <ShoppingCart size={18} aria-hidden="true" />
        <span>
          <Trans>View in cart</Trans>
        </span>
      </Link>
    );
  }
  const onAdd = () => {
    if (add.isPending) return;
    addedHere.current = document.activeElement !== document.body;
    add.mutate({ body: { productId: product.id, ...(qty ? { qty } : {}), ...(color ? { color } : {}) } });
  };
  return (
    <button type="button" className={`p-button shop-action ${className}`} aria-label={t`Add to cart: ${product.name}`} aria-disabled={add.isPending} onClick={onAdd}>
      <ShoppingCart size={18} aria-hidden="true" />
      <span>
        <Trans>Add to cart</Trans>
      </span>
    </button>
  );
}

type WishlistProduct = Pick<Product, 'id' | 'name' | 'isInWishlist'>;

/** An icon button that toggles the product in the wishlist (aria-pressed); the name says which product. */
export function WishlistToggle({ product }: { product: WishlistProduct }) {
  const { t } = useLingui();
  const { toggle, pending } = useToggleWishlist();
  return (
    <button
      type="button"
      className="p-button p-button-outlined p-button-icon-only shop-action wishlist-toggle"
      aria-pressed={product.isInWishlist}
      aria-label={t`Wishlist: ${product.name}`}
      aria-disabled={pending}
      onClick={() => !pending && toggle(product.id, !product.isInWishlist)}
    >
      <Heart size={18} aria-hidden="true" className={product.isInWishlist ? 'wishlist-toggle__on' : undefined} />
    </button>
  );
}

/** The same with words: "Add to wishlist" or "Remove from wishlist". */
export function WishlistButton({ product }: { product: WishlistProduct }) {
  const { toggle, pending } = useToggleWishlist();
  return (
    <button
      type="button"
      className="p-button p-button-outlined shop-action wishlist-toggle"
      aria-disabled={pending}
      onClick={() => !pending && toggle(product.id, !product.isInWishlist)}
    >
      <Heart size={18} aria-hidden="true" className={product.isInWishlist ? 'wishlist-toggle__on' : undefined} />
      <span>{product.isInWishlist ? <Trans>Remove from wishlist</Trans> : <Trans>Add to wishlist</Trans>}</span>
    </button>
  );
}
