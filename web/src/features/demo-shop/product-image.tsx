import type { ShopCategory, ShopColor } from '../../../../common/shop-catalog';
import { Icon } from '../../components/icon';
import { CATEGORY_ICONS, COLOR_VARS } from './vocabulary';

interface ProductImageProps {
  category: ShopCategory;
  /** The colour chosen (the product page); the category's own tile otherwise. */
  color?: ShopColor;
  size?: 'small' | 'medium' | 'large';
}

const ICON_SIZE = { small: 28, medium: 56, large: 120 };

/**
 * The picture of a product: its category drawn on a tile in the chosen colour. Decorative: the
 * product's name is always next to it.
 */
export function ProductImage({ category, color, size = 'medium' }: ProductImageProps) {
  const tint = color ? COLOR_VARS[color] : 'var(--primary-color)';
  return (
    <div className={`product-image product-image--${size}`} style={{ '--product-tint': tint } as React.CSSProperties} aria-hidden="true">
      <Icon icon={CATEGORY_ICONS[category]} size={ICON_SIZE[size]} />
    </div>
  );
}
