import type { LayoutSettings } from '../state/layout';

/**
 * Variants of the shell a page can be shown in for the moment, through `?layout=` in its URL
 * (the UI kit's page-layouts screen links to each). Nothing is saved: the next page without the
 * parameter is in the user's own layout again.
 *   collapsed-menu  the vertical menu collapsed to its icons
 *   boxed           the content in the boxed width
 *   without-menu    navbar, content and footer, no menu
 *   empty           the whole shell around a page that shows nothing (the page decides)
 *   blank           the content alone: no menu, navbar, footer or customizer
 */
export const PAGE_LAYOUT_VARIANTS = ['collapsed-menu', 'boxed', 'without-menu', 'empty', 'blank'] as const;
export type PageLayoutVariant = (typeof PAGE_LAYOUT_VARIANTS)[number];

/** The variant a query string asks for, or null. */
export function pageLayoutVariant(search: string): PageLayoutVariant | null {
  const value = new URLSearchParams(search).get('layout');
  return PAGE_LAYOUT_VARIANTS.find((variant) => variant === value) ?? null;
}

/** The layout settings in effect under a variant (the saved ones are left as they are). */
export function settingsUnder(variant: PageLayoutVariant | null, settings: LayoutSettings): LayoutSettings {
  if (variant === 'collapsed-menu') return { ...settings, layoutType: 'vertical', menuCollapsed: true };
  if (variant === 'boxed') return { ...settings, contentWidth: 'boxed' };
  // Without a menu, the navbar is the only way around: it stays even if the user hid it.
  if (variant === 'without-menu' && settings.navbarType === 'hidden') return { ...settings, navbarType: 'floating' };
  return settings;
}

/** Whether the shell shows its menu, and its navbar, footer and customizer, under a variant. */
export function shellPartsUnder(variant: PageLayoutVariant | null) {
  return { menu: variant !== 'without-menu' && variant !== 'blank', chrome: variant !== 'blank' };
}
