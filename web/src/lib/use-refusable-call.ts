import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { apiProblem, problemText } from './api-errors';

/**
 * One call to the API from a screen: `busy` while it runs, `after` once it succeeded (a refresh),
 * and its refusal kept as a sentence in `problem` (the screen's own codes first, then the common ones).
 * With `refreshOnRefusal`, `after` runs after a refusal too: for a screen whose refusals mostly mean
 * that what it shows is out of date (a slot taken meanwhile). `call` answers whether the work succeeded.
 */
export function useRefusableCall(refusals: Partial<Record<string, MessageDescriptor>> = {}, after?: () => Promise<unknown>, { refreshOnRefusal = false } = {}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function call(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      await after?.();
      return true;
    } catch (error) {
      setProblem(problemText(apiProblem(error), refusals));
      if (refreshOnRefusal) await after?.();
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { problem, setProblem, busy, call };
}
