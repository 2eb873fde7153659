import { forwardRef, useEffect, useId, useRef } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { IconToggle } from '../components/icon-toggle';
import { iconProps } from './menu-icons';
import { containsPath, type MenuSection } from './menu-items';
import { MenuLink, type MenuNodeProps as NodeProps } from './menu-link';
import { openMenuGroupsAtom } from './layout-state';
import * as paths from '../../../common/paths';

export const MENU_ID = 'main-menu';

interface VerticalMenuProps {
  sections: MenuSection[];
  activePath: string | null;
  location: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  drawerOpen: boolean;
  /** The drawer's close button. */
  onCloseDrawer: () => void;
  /** A link was followed (closes the drawer). */
  onNavigate: () => void;
}

/**
 * The side menu: sections of links and groups; collapsible to icons on wide screens (it opens
 * again while hovered or focused), an off-canvas drawer on small screens.
 */
export const VerticalMenu = forwardRef<HTMLElement, VerticalMenuProps>(function VerticalMenu(props, ref) {
  const { sections, activePath, location, collapsed, onToggleCollapsed, drawerOpen, onCloseDrawer, onNavigate } = props;
  const { t, i18n } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (drawerOpen) closeButton.current?.focus();
  }, [drawerOpen]);

  return (
    <nav ref={ref} id={MENU_ID} className={`vmenu${drawerOpen ? ' is-open' : ''}`} aria-label={t`Main menu`}>
      <div className="vmenu__header">
        <Link href={paths.careers.home} className="brand" onClick={onNavigate}>
          <Icon name="logo" className="brand__mark" size={28} />
          <span className="brand__name menu-label">
            <Trans>Careers</Trans>
          </span>
        </Link>
        <IconToggle pressed={collapsed} label={t`Collapse menu`} className="vmenu__collapse" onClick={onToggleCollapsed}>
          <Icon {...iconProps('chevrons-start')} className="icon--flip-rtl" />
        </IconToggle>
        <button ref={closeButton} type="button" className="shell-button shell-button--icon vmenu__close" aria-label={t`Close menu`} onClick={onCloseDrawer}>
          <Icon name="close" />
        </button>
      </div>
      <div className="vmenu__scroll">
        {sections.map((section) => (
          <div key={section.id} className="vmenu__section">
            <span className="vmenu__section-title" id={`menu-section-${section.id}`}>
              <span className="menu-label">{i18n._(section.label)}</span>
            </span>
            <ul className="vmenu__list" aria-labelledby={`menu-section-${section.id}`}>
              {section.items.map((item) => (
                <VerticalNode key={item.id} item={item} activePath={activePath} location={location} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
});

function VerticalNode({ item, activePath, location, onNavigate }: NodeProps) {
  if (!item.children) {
    return (
      <li>
        <MenuLink item={item} activePath={activePath} location={location} className="vmenu__link" onNavigate={onNavigate} />
      </li>
    );
  }
  return <VerticalGroup item={item} activePath={activePath} location={location} onNavigate={onNavigate} />;
}

/** A group opens on click; the group of the current page starts open. */
function VerticalGroup({ item, activePath, location, onNavigate }: NodeProps) {
  const { i18n } = useLingui();
  const [openGroups, setOpenGroups] = useAtom(openMenuGroupsAtom);
  const listId = useId();
  const holdsActive = containsPath(item, activePath);
  const open = openGroups.includes(item.id) || (holdsActive && !openGroups.includes(`!${item.id}`));
  const toggle = () =>
    setOpenGroups((groups) => {
      const rest = groups.filter((g) => g !== item.id && g !== `!${item.id}`);
      if (open) return holdsActive ? [...rest, `!${item.id}`] : rest;
      return [...rest, item.id];
    });
  return (
    <li>
      <button
        type="button"
        className={`vmenu__link vmenu__group-toggle${holdsActive ? ' is-ancestor' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Icon {...iconProps(item.icon)} className="menu-icon" />
        <span className="menu-label">{i18n._(item.label)}</span>
        <Icon {...iconProps('chevron-end')} className="vmenu__chevron icon--flip-rtl" size={16} />
      </button>
      <ul id={listId} className="vmenu__list vmenu__sublist" hidden={!open}>
        {item.children!.map((child) => (
          <VerticalNode key={child.id} item={child} activePath={activePath} location={location} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
