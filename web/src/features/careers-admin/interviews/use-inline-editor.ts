import { useEffect, useRef, useState } from 'react';
import { useBoardCall } from './api';

/**
 * A small form of the round's board that opens in place of its button: on opening, focus goes to the
 * form's first field (`first`); on closing, back to the button (whose id is `openerId`), with the
 * problem cleared. Its change goes through `call` (`useBoardCall`: the refusal kept, the board refreshed).
 */
export function useInlineEditor<E extends HTMLElement>(id: string) {
  const [open, setOpen] = useState(false);
  const { problem, setProblem, busy, call } = useBoardCall();
  const first = useRef<E>(null);
  const closed = useRef(false);
  const openerId = `${id}-open`;
  useEffect(() => {
    if (open) first.current?.focus();
    else if (closed.current) document.getElementById(openerId)?.focus();
  }, [open, openerId]);
  const close = () => {
    closed.current = true;
    setOpen(false);
    setProblem(null);
  };
  return { open, openEditor: () => setOpen(true), close, first, problem, setProblem, busy, call, openerId };
}
