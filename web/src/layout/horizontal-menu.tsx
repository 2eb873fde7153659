import { useLingui } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { iconProps } from './menu-icons';
import { MenuButton } from '../components/menu-button';
import { containsPath, type MenuSection } from './menu-items';
import { MenuLink, type MenuNodeProps as NodeProps } from './menu-link';

interface HorizontalMenuProps {
  sections: MenuSection[];
  activePath: string | null;
  location: string;
}

/** The menu as a top bar: one dropdown per section; groups appear as labelled lists inside it. */
export function HorizontalMenu({ sections, activePath, location }: HorizontalMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className="hmenu" aria-label={t`Main menu`}>
      <ul className="hmenu__bar">
        {sections.map((section) => {
          const active = section.items.some((item) => containsPath(item, activePath));
          return (
            <li key={section.id}>
              <MenuButton
                align="start"
                buttonClassName={`hmenu__button${active ? ' is-active' : ''}`}
                panelClassName="hmenu__panel"
                label={
                  <>
                    <span>{i18n._(section.label)}</span>
                    <Icon {...iconProps('chevron-down')} size={16} />
                  </>
                }
              >
                {(close) => (
                  <ul className="hmenu__list">
                    {section.items.map((item) => (
                      <HorizontalNode key={item.id} item={item} activePath={activePath} location={location} onNavigate={close} />
                    ))}
                  </ul>
                )}
              </MenuButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function HorizontalNode({ item, activePath, location, onNavigate }: NodeProps) {
  const { i18n } = useLingui();
  if (!item.children) {
    return (
      <li>
        <MenuLink item={item} activePath={activePath} location={location} className="hmenu__link" onNavigate={onNavigate} />
      </li>
    );
  }
  const titleId = `hmenu-group-${item.id}`;
  return (
    <li className="hmenu__group">
      <span className="hmenu__group-title" id={titleId}>
        <Icon {...iconProps(item.icon)} className="menu-icon" />
        {i18n._(item.label)}
      </span>
      <ul className="hmenu__list hmenu__sublist" aria-labelledby={titleId}>
        {item.children.map((child) => (
          <HorizontalNode key={child.id} item={child} activePath={activePath} location={location} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
