import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm as useHookForm, type FieldErrors as HookErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { i18n } from '@lingui/core';
import type { FieldErrors, FormMessage, FormOptions, FormState } from './form-state';

type Values<F extends string> = Record<F, string>;

const words = (message: FormMessage) => (typeof message === 'string' ? message : i18n._(message));

/** react-hook-form's resolver from a check that gives each refused field its message (in the active language). */
export function resolverFrom<F extends string>(validate: (values: Values<F>) => FieldErrors<F>): Resolver<Values<F> & FieldValues> {
  return async (values) => {
    const found = Object.entries(validate(values)).filter(([, message]) => message) as [F, FormMessage][];
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message: words(message) }]));
    return { values: {}, errors: errors as HookErrors<Values<F> & FieldValues> };
  };
}

/**
 * The accessible form of the product (WCAG 2.2 AA, careers.md) on react-hook-form: checked on
 * submit with `validate` (the shared schemas of common/, worded), errors under each field and in
 * a summary that receives focus, the server's refusals shown the same way, one submit at a time.
 * It gives the `FormState` that `FormField` and `FormErrorSummary` render.
 */
export function useSummaryForm<F extends string>({ id, initial, validate = () => ({}), unexpectedError }: FormOptions<F>): FormState<F> {
  const form = useHookForm<Values<F> & FieldValues>({
    defaultValues: initial as never,
    resolver: resolverFrom(validate),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch() as Values<F>;
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const sending = useRef(false);
  const names = Object.keys(initial) as F[];

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const errorOf = (name: F): FormMessage | undefined => (errors[name]?.message as string | undefined) || undefined;
  const setValue = (name: F, value: string) => form.setValue(name as never, value as never);

  const fail = (fieldErrors: FieldErrors<F>, message: FormMessage | null = null) => {
    form.clearErrors();
    for (const name of names) {
      const error = fieldErrors[name];
      if (error) form.setError(name as never, { type: 'server', message: words(error) });
    }
    setFormError(message);
    setFailures((n) => n + 1);
  };

  const onSubmit = (handler: (values: Values<F>) => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    const run = async (checked: Values<F>) => {
      try {
        await handler(checked);
      } catch {
        fail({}, unexpectedError);
      }
    };
    let refused = false;
    void form.handleSubmit(run, () => {
      refused = true;
    })(event).finally(() => {
      sending.current = false;
      // Only now are the errors in the form's state, so the summary is there to take the focus.
      if (refused) setFailures((n) => n + 1);
    });
  };

  return {
    values,
    errors: Object.fromEntries(names.map((name) => [name, errorOf(name)])) as FieldErrors<F>,
    formError,
    submitting: isSubmitting,
    summaryRef,
    field: (name) => ({
      id: `${id}-${name}`,
      name,
      value: values[name] ?? '',
      error: errorOf(name),
      errorId: `${id}-${name}-error`,
      hintId: `${id}-${name}-hint`,
      onChange: (event) => setValue(name, event.target.value),
    }),
    setValue,
    fail,
    onSubmit,
    errorList: names.flatMap((name) => {
      const message = errorOf(name);
      return message ? [{ id: `${id}-${name}`, message }] : [];
    }),
  };
}
