import { useLingui } from '@lingui/react/macro';
import { Check, FolderInput, Tag } from 'lucide-react';
import { Icon } from '../../components/icon';
import { MenuButton } from '../../components/menu-button';
import { MAIL_LABELS, MOVE_TARGETS, type MailLabel, type MoveTarget } from './mail-types';
import { LABEL_NAMES, VIEW_NAMES } from './vocabulary';

/** "Move to" with the folders an e-mail can go to (never the one it is in). */
export function MoveMenu({ from, onMove }: { from: string; onMove: (folder: MoveTarget) => void }) {
  const { t, i18n } = useLingui();
  return (
    <MenuButton label={<Icon icon={FolderInput} size={18} />} ariaLabel={t`Move to`} buttonClassName="mail-tool" align="start">
      {(close) => (
        <ul className="menu-list">
          {MOVE_TARGETS.filter((folder) => folder !== from).map((folder) => (
            <li key={folder}>
              <button
                type="button"
                className="menu-list__item"
                onClick={() => {
                  close();
                  onMove(folder);
                }}
              >
                {t`Move to ${i18n._(VIEW_NAMES[folder])}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuButton>
  );
}

/** The labels, each a toggle; `checked` says which the e-mail(s) carry (all of them). */
export function LabelMenu({ checked, onToggle }: { checked: (label: MailLabel) => boolean; onToggle: (label: MailLabel) => void }) {
  const { t, i18n } = useLingui();
  return (
    <MenuButton label={<Icon icon={Tag} size={18} />} ariaLabel={t`Labels`} buttonClassName="mail-tool" align="start">
      {(close) => (
        <ul className="menu-list">
          {MAIL_LABELS.map((label) => (
            <li key={label}>
              <button
                type="button"
                className="menu-list__item"
                aria-pressed={checked(label)}
                onClick={() => {
                  close();
                  onToggle(label);
                }}
              >
                <span className={`mail-dot mail-dot--${label}`} aria-hidden="true" />
                <span className="mail-menu__text">{i18n._(LABEL_NAMES[label])}</span>
                {checked(label) ? <Icon icon={Check} size={16} /> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuButton>
  );
}
