import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';

/** How long the toast stays when nobody is pointing at it or has focus in it. */
const UNDO_LIFE_MS = 8000;
/** A panel closing gives focus back to its opener first; the Undo button takes it after that. */
const FOCUS_DELAY_MS = 350;

export interface UndoOffer {
  /** Changes with each offer (a new delete), restarting the toast. */
  key: number;
  message: string;
  undo: () => void;
}

interface UndoToastProps {
  offer: UndoOffer | null;
  onDone: () => void;
  /** Where focus goes when the toast closes while it had focus. */
  focusAfter: () => void;
}

/**
 * "Task deleted — Undo": announced politely, and the Undo button takes focus, so that keyboard and
 * screen-reader users can undo too. It stays while the pointer or focus is on it (nobody is rushed),
 * otherwise it closes after eight seconds; Escape closes it at once.
 */
export function UndoToast({ offer, onDone, focusAfter }: UndoToastProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!offer) return undefined;
    const timer = setTimeout(() => undoButton.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  useEffect(() => {
    if (!offer || held) return undefined;
    const timer = setTimeout(() => close(), UNDO_LIFE_MS);
    return () => clearTimeout(timer);
  });

  function close() {
    const hadFocus = box.current?.contains(document.activeElement) ?? false;
    setHeld(false);
    onDone();
    if (hadFocus) focusAfter();
  }

  return (
    <div className="todo-undo" role="status" aria-live="polite">
      {offer && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hovering only holds the countdown; the Undo button inside is the control
        <div
          ref={box}
          key={offer.key}
          className="todo-undo__box"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          <span className="todo-undo__text">{offer.message}</span>
          <button
            ref={undoButton}
            type="button"
            className="p-button p-button-sm todo-undo__action"
            onClick={() => {
              offer.undo();
              setHeld(false);
              onDone();
            }}
          >
            {t`Undo`}
          </button>
          <button type="button" className="todo-undo__close" aria-label={t`Dismiss`} onClick={close}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
