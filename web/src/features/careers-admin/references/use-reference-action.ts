import { useRefusableCall } from '../../../lib/use-refusable-call';
import { REFERENCE_REFUSALS, referencesChanged } from './api';

/** Runs one change of the panel: refreshes on success, keeps the refusal's sentence otherwise. */
export function useReferenceAction() {
  const { call: run, problem, busy } = useRefusableCall(REFERENCE_REFUSALS, referencesChanged);
  return { run, problem, busy };
}
