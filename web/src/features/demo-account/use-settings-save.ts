import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { storeSettings, type AccountSettings } from './api';
import { showProblem } from './problems';

/**
 * A settings tab's save. `saving()` clears the last problem and gives the mutation's handlers: the
 * settings the API answers are stored and the form is reset to `valuesOf` them; a refusal goes on
 * its field when it names one of `fields`, otherwise it is the tab's `problem`.
 */
export function useSettingsSave<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'reset' | 'setError'>, fields: readonly Path<T>[], valuesOf: (saved: AccountSettings) => T) {
  const [problem, setProblem] = useState<string | null>(null);
  const saving = () => {
    setProblem(null);
    return {
      onSuccess: (saved: AccountSettings) => {
        storeSettings(saved);
        form.reset(valuesOf(saved));
      },
      onError: (refusal: unknown) => setProblem(showProblem(refusal, fields, form.setError)),
    };
  };
  return { problem, saving };
}
