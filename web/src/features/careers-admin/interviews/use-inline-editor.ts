import { useEffect, useRef, useState } from 'react';

/**
 * A small form that opens in place of its button: on opening, focus goes to the form's first field
 * (`first`); on closing, back to the button (whose id is `openerId`), with the problem cleared.
 */
export function useInlineEditor<E extends HTMLElement>(id: string) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
  return { open, openEditor: () => setOpen(true), close, first, problem, setProblem, openerId };
}
