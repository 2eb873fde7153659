import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { components } from '../../api/schema';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api, queryClient } from '../../lib/query';
import { optimistic, type MutationInit } from '../../lib/optimistic';
import { useToast } from '../../components/toast';
import { userDataAtom } from '../../state/session';
import { appStore } from '../../state/store';

/**
 * The shop's server state: typed queries and the cart and wishlist changes. After every change of
 * the cart the navbar's count (the signed-in user's `extras.eCommerceCartItemsCount`, the units in
 * the cart) is set from the cart the server answered, and the shop's queries are refetched.
 */
export type Product = components['schemas']['DemoProduct'];
export type ProductDetail = components['schemas']['DemoProductDetail'];
export type CartProduct = components['schemas']['DemoCartProduct'];
export type CartItem = components['schemas']['DemoCartItem'];
export type Order = components['schemas']['DemoOrder'];

export const SHOP_API = '/api/apps/ecommerce';
export const CART_QUERY = $api.queryOptions('get', '/api/apps/ecommerce/cart').queryKey;

/** The navbar's count follows the cart the server holds. */
export function syncCartCount(items: readonly { qty: number }[]) {
  const user = appStore.get(userDataAtom);
  const count = items.reduce((n, item) => n + item.qty, 0);
  if (user && user.extras.eCommerceCartItemsCount !== count) {
    appStore.set(userDataAtom, { ...user, extras: { ...user.extras, eCommerceCartItemsCount: count } });
  }
}

/** Refetches every shop query on screen (flags, cart, wishlist). */
export const refreshShop = () =>
  queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith(SHOP_API) });

const CART_PROBLEMS = {
  not_found: msg`This product is no longer in the shop.`,
  not_in_cart: msg`This product is no longer in your cart.`,
  color_not_offered: msg`This product does not come in that colour.`,
};

/** A toast saying why the server refused a change. */
function useRefusal() {
  const toast = useToast();
  const { t } = useLingui();
  return (error: unknown) => toast('error', t`Your cart was not changed`, problemText(apiProblem(error), CART_PROBLEMS));
}

const afterCartChange = (data: { items: CartItem[] }) => {
  syncCartCount(data.items);
  return refreshShop();
};

export function useAddToCart() {
  const refused = useRefusal();
  const toast = useToast();
  const { t } = useLingui();
  return $api.useMutation('post', '/api/apps/ecommerce/cart', {
    onSuccess: (data) => {
      toast('success', t`Added to your cart`);
      return afterCartChange(data);
    },
    onError: refused,
  });
}

type Cart = { products: CartProduct[] };

/** A change of the cart shown at once, put back with a toast when refused (a done change refetches the shop: `afterCartChange`). */
function useOptimisticCart<V>(change: (products: CartProduct[], variables: V) => CartProduct[]) {
  return optimistic<Cart, V>({ queryKey: CART_QUERY, change: (cart, variables) => ({ ...cart, products: change(cart.products, variables) }), onRollback: useRefusal(), refresh: [] });
}

export function useRemoveFromCart() {
  return $api.useMutation('delete', '/api/apps/ecommerce/cart/{productId}', {
    ...useOptimisticCart<MutationInit<'delete', '/api/apps/ecommerce/cart/{productId}'>>((products, { params }) => products.filter((p) => p.id !== params.path.productId)),
    onSuccess: afterCartChange,
  });
}

export function useSetCartQty() {
  return $api.useMutation('post', '/api/apps/ecommerce/cart/{productId}', {
    ...useOptimisticCart<MutationInit<'post', '/api/apps/ecommerce/cart/{productId}'>>((products, { params, body }) =>
      products.map((p) => (p.id === params.path.productId ? { ...p, qty: body.qty } : p)),
    ),
    onSuccess: afterCartChange,
  });
}

/** Adds to or removes from the wishlist (`on` says which). */
export function useToggleWishlist() {
  const toast = useToast();
  const { t } = useLingui();
  const add = $api.useMutation('post', '/api/apps/ecommerce/wishlist');
  const remove = $api.useMutation('delete', '/api/apps/ecommerce/wishlist/{productId}');
  const toggle = async (productId: number, on: boolean) => {
    try {
      if (on) await add.mutateAsync({ body: { productId } });
      else await remove.mutateAsync({ params: { path: { productId } } });
      await refreshShop();
    } catch (error) {
      toast('error', t`Your wishlist was not changed`, problemText(apiProblem(error), CART_PROBLEMS));
    }
  };
  return { toggle, pending: add.isPending || remove.isPending };
}
