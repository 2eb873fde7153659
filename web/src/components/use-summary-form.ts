import type { FieldValues } from 'react-hook-form';
import type { FieldErrors, FormOptions, FormState } from './form-state';
import { useCheckedForm } from './use-checked-form';

type Values<F extends string> = Record<F, string>;

/**
 * The sign-in pages' form (every field a string, rendered by `FormField` and `FormErrorSummary`)
 * on the one react-hook-form kit, `useCheckedForm`: checked on submit with `validate` (the shared
 * schemas of common/, worded), errors under each field and in a summary that receives focus, the
 * server's refusals shown the same way, one submit at a time.
 */
export function useSummaryForm<F extends string>({ id, initial, validate = () => ({}), unexpectedError }: FormOptions<F>): FormState<F> {
  const names = Object.keys(initial) as F[];
  const checked = useCheckedForm<Values<F> & FieldValues>({ id, fields: names, defaultValues: initial, validate: validate as never, unexpectedError });
  const values = checked.form.watch() as Values<F>;
  const setValue = (name: F, value: string) => checked.form.setValue(name as never, value as never);
  const errors = Object.fromEntries(names.flatMap((name) => (checked.messageOf(name) ? [[name, checked.messageOf(name)]] : []))) as FieldErrors<F>;

  return {
    values,
    errors,
    formError: checked.formError,
    submitting: checked.submitting,
    summaryRef: checked.summaryRef,
    field: (name) => ({
      id: checked.idOf(name),
      name,
      value: values[name] ?? '',
      error: checked.messageOf(name),
      errorId: `${checked.idOf(name)}-error`,
      hintId: `${checked.idOf(name)}-hint`,
      onChange: (event) => setValue(name, event.target.value),
    }),
    setValue,
    fail: checked.fail as FormState<F>['fail'],
    onSubmit: checked.onSubmit as FormState<F>['onSubmit'],
    errorList: checked.errorList,
  };
}
