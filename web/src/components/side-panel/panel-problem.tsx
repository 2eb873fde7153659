import { useRef, useState } from 'react';

/**
 * A side panel form's problem: an alert above its fields, focused when it appears so that it is
 * read first; cleared before the next try.
 */
export function usePanelProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLParagraphElement>(null);
  return {
    show: (text: string) => {
      setProblem(text);
      requestAnimationFrame(() => box.current?.focus());
    },
    clear: () => setProblem(null),
    alert: problem && (
      <p ref={box} className="panel-problem" role="alert" tabIndex={-1}>
        {problem}
      </p>
    ),
  };
}
