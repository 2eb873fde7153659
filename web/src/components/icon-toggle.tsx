import type { ReactNode } from 'react';

interface IconToggleProps {
  /** Whether it is on (`aria-pressed`). */
  pressed: boolean;
  /** Its name, also shown as its tooltip (it shows no text). */
  label: string;
  /** Added to the shell's icon button classes. */
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** An on/off button of the shell that shows only an icon: the dark skin, the collapsed menu. */
export function IconToggle({ pressed, label, className, onClick, children }: IconToggleProps) {
  return (
    <button type="button" className={`shell-button shell-button--icon ${className}`} aria-pressed={pressed} aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}
