import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { focusables, useDismiss } from './use-dismiss';

interface MenuButtonProps {
  /** Content of the button: its visible text is (part of) its accessible name. */
  label: ReactNode;
  /** Used only when the button shows no text (an icon or an avatar). */
  ariaLabel?: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** The panel opens under the button, aligned to its inline start or end. */
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure button and its panel of links or buttons: Enter, Space or ArrowDown opens it,
 * the arrow keys move between its items, Escape closes it and returns focus to the button,
 * and it closes when focus or a click goes elsewhere.
 */
export function MenuButton({ label, ariaLabel, className, buttonClassName, panelClassName, align = 'end', children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  useEffect(() => {
    if (open && focusFirst) focusables(panel.current)[0]?.focus();
  }, [open, focusFirst]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) focusables(panel.current)[0]?.focus();
    setFocusFirst(true);
    setOpen(true);
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const items = focusables(panel.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const next = move[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className={`menu-button ${className ?? ''}`} ref={root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`shell-button ${buttonClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          setFocusFirst(false);
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys bubble up from the menu items; the panel itself is not a control */}
      <div
        ref={panel}
        id={panelId}
        className={`menu-button__panel menu-button__panel--${align} ${panelClassName ?? ''}`}
        hidden={!open}
        onKeyDown={onPanelKey}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
