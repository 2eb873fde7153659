import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { iconProps } from './menu-icons';
import type { MenuItem } from './menu-items';

/** What each node of the vertical and horizontal menus receives. */
export interface MenuNodeProps {
  item: MenuItem;
  activePath: string | null;
  location: string;
  onNavigate: () => void;
}

interface MenuLinkProps {
  item: MenuItem;
  activePath: string | null;
  location: string;
  className: string;
  onNavigate?: () => void;
}

/** A menu link: `aria-current="page"` on the page itself, `"true"` on the link of a parent page. */
export function MenuLink({ item, activePath, location, className, onNavigate }: MenuLinkProps) {
  const { i18n } = useLingui();
  const active = item.path === activePath;
  const current = active ? (location === item.path ? 'page' : 'true') : undefined;
  return (
    <Link href={item.path!} className={`${className}${active ? ' is-active' : ''}`} aria-current={current} onClick={onNavigate}>
      <Icon {...iconProps(item.icon)} className="menu-icon" size={item.icon ? 20 : 12} />
      <span className="menu-label">{i18n._(item.label)}</span>
    </Link>
  );
}
