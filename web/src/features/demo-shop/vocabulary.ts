import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { Camera, Gamepad2, Headphones, Keyboard, Lamp, Laptop, Smartphone, Watch } from 'lucide-react';
import type { ShopCategory, ShopColor } from '../../../../common/shop-catalog';

/** The shop's closed vocabularies in words, and how each category and colour is drawn. */
export const CATEGORY_LABELS: Record<ShopCategory, MessageDescriptor> = {
  audio: msg`Audio`,
  computers: msg`Computers`,
  phones: msg`Phones and tablets`,
  wearables: msg`Wearables`,
  cameras: msg`Cameras`,
  gaming: msg`Gaming`,
  home: msg`Home appliances`,
  accessories: msg`Accessories`,
};

export const CATEGORY_ICONS: Record<ShopCategory, LucideIcon> = {
  audio: Headphones,
  computers: Laptop,
  phones: Smartphone,
  wearables: Watch,
  cameras: Camera,
  gaming: Gamepad2,
  home: Lamp,
  accessories: Keyboard,
};

export const COLOR_LABELS: Record<ShopColor, MessageDescriptor> = {
  primary: msg`Teal`,
  success: msg`Green`,
  warning: msg`Yellow`,
  danger: msg`Red`,
  info: msg`Blue`,
};

/** The theme colour a product colour is drawn in (the same names as PrimeReact's palette). */
export const COLOR_VARS: Record<ShopColor, string> = {
  primary: 'var(--teal-500, #14b8a6)',
  success: 'var(--green-500, #22c55e)',
  warning: 'var(--yellow-500, #eab308)',
  danger: 'var(--red-500, #ef4444)',
  info: 'var(--blue-500, #3b82f6)',
};

export const SORT_LABELS: Record<'featured' | 'price-asc' | 'price-desc', MessageDescriptor> = {
  featured: msg`Featured`,
  'price-asc': msg`Lowest price`,
  'price-desc': msg`Highest price`,
};
