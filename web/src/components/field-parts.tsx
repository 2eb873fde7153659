import type { ReactNode } from 'react';

interface FieldPartsProps {
  /** The class the field's parts are named after (`form-field`, `panel-field`, `demo-field`): `<block>__hint`, `<block>__error`. */
  block: string;
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  /** Whether the field shows an error: `error` is shown under the input. */
  invalid: boolean;
  /** The error in the active language. */
  error?: ReactNode;
  /** The input, already given its id and description. */
  children: ReactNode;
}

/**
 * What every form field shows under its label or legend, whichever form kit draws it: the hint, the
 * input and the error, under the ids the input's `aria-describedby` names (`describedByOf`).
 */
export function FieldParts({ block, hintId, errorId, hint, invalid, error, children }: FieldPartsProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {invalid ? (
        <p id={errorId} className={`${block}__error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** An input's `aria-describedby`: its hint and its error, those shown; empty when neither is. */
export function describedByOf(hintId: string | null, errorId: string | null): string {
  return [hintId, errorId].filter(Boolean).join(' ');
}
