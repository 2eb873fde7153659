import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, FolderInput, Tag, type LucideIcon } from 'lucide-react';
import { Icon } from '../../components/icon';
import { MenuButton } from '../../components/menu-button';
import { MenuChoices } from '../../components/menu-choices';
import { MAIL_LABELS, MOVE_TARGETS, type MailLabel, type MoveTarget } from './mail-types';
import { LABEL_NAMES, VIEW_NAMES } from './vocabulary';

interface ToolMenuProps<T extends string> {
  icon: LucideIcon;
  /** The name of the toolbar button. */
  label: string;
  items: readonly T[];
  /** Runs once the menu has closed. */
  onChoose: (item: T) => void;
  /** For toggles: whether the item is on (`aria-pressed`). */
  pressed?: (item: T) => boolean;
  children: (item: T) => ReactNode;
}

/** A mail toolbar menu: an icon button that opens a list; choosing an item closes the list, then acts. */
function ToolMenu<T extends string>({ icon, label, items, onChoose, pressed, children }: ToolMenuProps<T>) {
  return (
    <MenuButton label={<Icon icon={icon} size={18} />} ariaLabel={label} buttonClassName="mail-tool" align="start">
      {(close) => (
        <MenuChoices items={items} close={close} onChoose={onChoose} pressed={pressed}>
          {children}
        </MenuChoices>
      )}
    </MenuButton>
  );
}

/** "Move to" with the folders an e-mail can go to (never the one it is in). */
export function MoveMenu({ from, onMove }: { from: string; onMove: (folder: MoveTarget) => void }) {
  const { t, i18n } = useLingui();
  return (
    <ToolMenu icon={FolderInput} label={t`Move to`} items={MOVE_TARGETS.filter((folder) => folder !== from)} onChoose={onMove}>
      {(folder) => t`Move to ${i18n._(VIEW_NAMES[folder])}`}
    </ToolMenu>
  );
}

/** The labels, each a toggle; `checked` says which the e-mail(s) carry (all of them). */
export function LabelMenu({ checked, onToggle }: { checked: (label: MailLabel) => boolean; onToggle: (label: MailLabel) => void }) {
  const { t, i18n } = useLingui();
  return (
    <ToolMenu icon={Tag} label={t`Labels`} items={MAIL_LABELS} onChoose={onToggle} pressed={checked}>
      {(label) => (
        <>
          <span className={`mail-dot mail-dot--${label}`} aria-hidden="true" />
          <span className="mail-menu__text">{i18n._(LABEL_NAMES[label])}</span>
          {checked(label) ? <Icon icon={Check} size={16} /> : null}
        </>
      )}
    </ToolMenu>
  );
}
