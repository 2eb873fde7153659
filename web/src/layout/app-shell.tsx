import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAbility } from '../state/session';
import { ScrollToTop } from '../components/scroll-to-top';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { useDismiss } from '../components/use-dismiss';
import { useMediaQuery } from '../lib/use-media-query';
import { activeMenuPath, menuFor } from './menu-items';
import { VerticalMenu } from './vertical-menu';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar';
import { ShellFooter } from './shell-footer';
import { Customizer } from './customizer';
import { useLayoutSettings } from './use-layout-settings';
import { pageLayoutVariant, settingsUnder, shellPartsUnder } from './page-layout-variant';
import '../styles/app-shell.css';

/**
 * The vertical or horizontal layout of the settings: menu (filtered by the ability), navbar,
 * content (full width or boxed), footer, customizer and scroll-to-top. Loaded lazily by AppLayout
 * so that the public careers pages never download it.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const { settings: saved, set } = useLayoutSettings();
  const variant = pageLayoutVariant(useSearch());
  const settings = settingsUnder(variant, saved);
  const parts = shellPartsUnder(variant);
  const ability = useAbility();
  const [location, navigate] = useLocation();
  const sections = useMemo(() => menuFor(ability), [ability]);
  const activePath = activeMenuPath(sections, location);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useDismiss(drawerOpen, closeDrawer, menu, toggle);
  const [navbarDock, setNavbarDock] = useState<HTMLElement | null>(null);
  // The navbar is hidden only on wide screens (on small ones it holds the drawer's button).
  const wide = useMediaQuery('(min-width: 1200px)');
  const navbarShown = settings.navbarType !== 'hidden' || !wide;

  const horizontal = settings.layoutType === 'horizontal';
  const classes = [
    'layout',
    `layout--${settings.layoutType}`,
    `layout--navbar-${settings.navbarType}`,
    `layout--footer-${settings.footerType}`,
    `layout--${settings.contentWidth}`,
    settings.menuCollapsed && !horizontal ? 'layout--collapsed' : '',
    parts.menu ? '' : 'layout--no-menu',
    parts.chrome ? '' : 'layout--blank',
    drawerOpen ? 'layout--drawer-open' : '',
  ];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <SkipLink />
      {parts.menu && (
        <VerticalMenu
          ref={menu}
          sections={sections}
          activePath={activePath}
          location={location}
          collapsed={settings.menuCollapsed}
          onToggleCollapsed={() => {
            // Under the collapsed-menu variant, expanding the menu leaves the variant too.
            if (variant === 'collapsed-menu') navigate(location, { replace: true });
            set('menuCollapsed', !settings.menuCollapsed);
          }}
          drawerOpen={drawerOpen}
          onCloseDrawer={() => {
            closeDrawer();
            toggle.current?.focus();
          }}
          onNavigate={closeDrawer}
        />
      )}
      {drawerOpen && <div className="drawer-backdrop" aria-hidden="true" />}
      <div className="layout__body">
        {parts.chrome && (
          <Navbar ref={toggle} dockRef={setNavbarDock} className={`navbar--${settings.navbarType}`} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} brand={horizontal || !parts.menu}>
            {horizontal && parts.menu && <HorizontalMenu sections={sections} activePath={activePath} location={location} />}
          </Navbar>
        )}
        <main id={MAIN_ID} className="layout__content" tabIndex={-1}>
          <div className="layout__container">{children}</div>
        </main>
        {parts.chrome && settings.footerType !== 'hidden' && <ShellFooter className={`layout__footer layout__footer--${settings.footerType}`} />}
      </div>
      {parts.chrome && <Customizer dock={navbarShown ? navbarDock : null} />}
      <ScrollToTop />
    </div>
  );
}
