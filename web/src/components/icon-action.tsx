import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Icon } from './icon';
import './demo-screen.css';

interface IconActionProps {
  icon: LucideIcon;
  /** The accessible name: what it does to what ("Edit Ana Lima"). */
  label: string;
  /** The tooltip for sighted users ("Edit"). */
  title: string;
  danger?: boolean;
}

const classes = (danger?: boolean) => (danger ? 'demo-icon-action demo-icon-action--danger' : 'demo-icon-action');

/** A row action that goes somewhere: an icon link named for assistive technology. */
export function IconLink({ href, icon, label, title, danger }: IconActionProps & { href: string }) {
  return (
    <Link href={href} className={classes(danger)} aria-label={label} title={title}>
      <Icon icon={icon} size={18} />
    </Link>
  );
}

/** A row action that does something: an icon button named for assistive technology. */
export function IconButton({ icon, label, title, danger, onClick, disabled }: IconActionProps & { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={classes(danger)} aria-label={label} title={title} onClick={onClick} disabled={disabled}>
      <Icon icon={icon} size={18} />
    </button>
  );
}
