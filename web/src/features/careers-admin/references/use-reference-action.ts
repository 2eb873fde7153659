import { useState } from 'react';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { REFERENCE_REFUSALS, referencesChanged } from './api';

/** Runs one change of the panel: refreshes on success, keeps the refusal's sentence otherwise. */
export function useReferenceAction() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      await referencesChanged();
      return true;
    } catch (error) {
      setProblem(problemText(apiProblem(error), REFERENCE_REFUSALS));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, problem, busy };
}
