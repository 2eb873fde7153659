import { persistedAtom } from './persisted';

export type LayoutType = 'vertical' | 'horizontal';
export type ContentWidth = 'full' | 'boxed';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type RouteTransition = 'zoom-fade' | 'slide-fade' | 'fade' | 'fade-bottom' | 'none';

export interface LayoutSettings {
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  footerType: FooterType;
  menuCollapsed: boolean;
  isRTL: boolean;
  routeTransition: RouteTransition;
}

/** Section 9 defaults: vertical, full width, floating navbar, static footer, zoom-fade. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layoutType: 'vertical',
  contentWidth: 'full',
  navbarType: 'floating',
  footerType: 'static',
  menuCollapsed: false,
  isRTL: false,
  routeTransition: 'zoom-fade',
};

export const layoutSettingsAtom = persistedAtom<LayoutSettings>('layoutSettings', DEFAULT_LAYOUT);
