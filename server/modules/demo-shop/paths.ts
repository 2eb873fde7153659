/** Where the shop's routes live (under /api). */
export const SHOP = '/apps/ecommerce';
