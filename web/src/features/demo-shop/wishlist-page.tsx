import { ShoppingCart, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useToast } from '../../components/toast';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { ProductCard } from './product-card';
import { refreshShop, syncCartCount, type Product } from './api';
import { ShopEmpty } from './shop-empty';
import './shop.css';

/** /apps/e-commerce/wishlist: the saved products, to remove or move to the cart. */
function WishlistPage() {
  const result = $api.useQuery('get', '/api/apps/ecommerce/wishlist');
  const products = result.data?.products;
  return (
    <div className="wishlist">
      <h1 className="wishlist__title">
        <Trans>Wishlist</Trans>
      </h1>
      {result.isError ? <LoadFailure onRetry={() => result.refetch()} /> : null}
      {result.isPending ? <SkeletonLines lines={6} /> : null}
      {products && products.length === 0 ? (
        <ShopEmpty>
          <Trans>Your wishlist is empty.</Trans>
        </ShopEmpty>
      ) : null}
      {products && products.length > 0 ? (
        <ul className="shop-products shop-products--grid">
          {products.map((product) => (
            <li key={product.id}>
              <WishlistCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const MOVE_PROBLEMS = { not_found: msg`This product is no longer in the shop.` };

function WishlistCard({ product }: { product: Product }) {
  const { t } = useLingui();
  const toast = useToast();
  const addToCart = $api.useMutation('post', '/api/apps/ecommerce/cart');
  const remove = $api.useMutation('delete', '/api/apps/ecommerce/wishlist/{productId}');
  const busy = addToCart.isPending || remove.isPending;
  const path = { params: { path: { productId: product.id } } };

  const run = async (move: boolean) => {
    if (busy) return;
    try {
      if (move) syncCartCount((await addToCart.mutateAsync({ body: { productId: product.id } })).items);
      await remove.mutateAsync(path);
      toast('success', move ? t`Moved to your cart` : t`Removed from your wishlist`);
    } catch (error) {
      toast('error', t`Your wishlist was not changed`, problemText(apiProblem(error), MOVE_PROBLEMS));
    }
    await refreshShop();
  };

  return (
    <ProductCard
      product={product}
      layout="grid"
      headingLevel={2}
      actions={
        <>
          <button type="button" className="p-button p-button-outlined p-button-icon-only shop-action" aria-label={t`Remove from wishlist: ${product.name}`} aria-disabled={busy} onClick={() => run(false)}>
            <Trash2 size={18} aria-hidden="true" />
          </button>
          <button type="button" className="p-button shop-action" aria-label={t`Move to cart: ${product.name}`} aria-disabled={busy} onClick={() => run(true)}>
            <ShoppingCart size={18} aria-hidden="true" />
            <span>
              <Trans>Move to cart</Trans>
            </span>
          </button>
        </>
      }
    />
  );
}

export default WishlistPage;
