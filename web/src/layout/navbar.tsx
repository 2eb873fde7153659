import { forwardRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAbility, userDataAtom } from '../state/session';
import { Icon } from '../components/icon';
import { LanguageSwitcher } from '../components/language-switcher';
import { SkinToggle } from '../components/skin-toggle';
import { UserMenu } from '../components/user-menu';
import { MENU_ID } from './vertical-menu';
import { iconProps } from './menu-icons';
import * as paths from '../../../common/paths';

interface NavbarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** Shown at the inline start (the brand, in the horizontal layout). */
  brand?: boolean;
  /** Shown under the bar (the horizontal menu). */
  children?: ReactNode;
  className?: string;
  /** Receives the element where the shell docks its customizer button. */
  dockRef?: (element: HTMLElement | null) => void;
}

/** Menu toggle (small screens), language, skin, cart, the user menu and the customizer's button. */
export const Navbar = forwardRef<HTMLButtonElement, NavbarProps>(function Navbar({ drawerOpen, onOpenDrawer, brand, children, className, dockRef }, toggleRef) {
  const { t } = useLingui();
  return (
    <header className={`navbar ${className ?? ''}`}>
      <div className="navbar__bar">
        <button
          ref={toggleRef}
          type="button"
          className="shell-button shell-button--icon navbar__menu-toggle"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          aria-controls={MENU_ID}
          onClick={onOpenDrawer}
        >
          <Icon {...iconProps('menu')} />
        </button>
        {brand && (
          <Link href={paths.careers.home} className="brand navbar__brand">
            <Icon name="logo" className="brand__mark" size={28} />
            <span className="brand__name">
              <Trans>Careers</Trans>
            </span>
          </Link>
        )}
        <div className="shell-actions">
          <LanguageSwitcher />
          <SkinToggle />
          <CartLink />
          <UserMenu />
          {dockRef ? <span ref={dockRef} className="navbar__dock" /> : null}
        </div>
      </div>
      {children}
    </header>
  );
});

/** Where the cart is shown: the shop's own pages (its list, product pages, wishlist and checkout). */
const SHOP_AREA = paths.demo.shop.slice(0, paths.demo.shop.lastIndexOf('/') + 1);

/**
 * Section 9: the count comes from the stored user data (extras), else 0. Only for the demo shop's
 * users, and only in the shop (a cart has no place in the careers administration); no badge for 0.
 */
function CartLink() {
  const ability = useAbility();
  const user = useAtomValue(userDataAtom);
  const [location] = useLocation();
  if (!ability.can('read', 'Demo') || !location.startsWith(SHOP_AREA)) return null;
  const count = user?.extras?.eCommerceCartItemsCount ?? 0;
  return (
    <Link href={paths.demo.checkout} className="shell-button shell-button--icon cart-link">
      <Icon {...iconProps('cart')} />
      <span className="visually-hidden">
        <Plural value={count} one="Cart: # item" other="Cart: # items" />
      </span>
      {count > 0 && (
        <span className="badge" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}
