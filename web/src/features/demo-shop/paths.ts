import * as paths from '../../../../common/paths';

/** Where the shop's pages live, and the product page's slug (`logitech-wireless-mouse-4`, id last). */
export const SHOP_PATH = paths.demo.shop;
export const CHECKOUT_PATH = paths.demo.checkout;

export const productPath = (product: { slug: string }) => paths.to(paths.demo.product, product.slug);

/** The product id a slug ends with; null when it does not end in one. */
export function productIdOf(slug: string | undefined): number | null {
  const match = /-([1-9]\d{0,9})$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return id <= 2 ** 31 - 1 ? id : null;
}
