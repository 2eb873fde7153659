import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/** A message for the user: a Lingui descriptor (translated when shown) or text as it came. */
export type FormMessage = MessageDescriptor | string;
export type FieldErrors<F extends string> = Partial<Record<F, FormMessage | null | undefined>>;

/** What a field needs to render itself: ids, value, change handler and its error. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: FormMessage | undefined;
  errorId: string;
  hintId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface FormOptions<F extends string> {
  /** Prefix of the field ids (unique on the page). */
  id: string;
  initial: Record<F, string>;
  /** Client-side checks run on submit; a field with a message stops the submit. */
  validate?: (values: Record<F, string>) => FieldErrors<F>;
  /** Shown in the error summary when the submit handler throws (network down...). */
  unexpectedError: FormMessage;
}

export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  formError: FormMessage | null;
  submitting: boolean;
  /** The error summary element: focused after a failed submit. */
  summaryRef: RefObject<HTMLDivElement | null>;
  field: (name: F) => FieldBinding;
  setValue: (name: F, value: string) => void;
  /** Shows errors (from the server): under their fields and in the summary, which gets focus. */
  fail: (fieldErrors: FieldErrors<F>, formError?: FormMessage | null) => void;
  /** Validates, then runs `handler` with the values while the form is marked as sending. */
  onSubmit: (handler: (values: Record<F, string>) => Promise<void> | void) => (event: FormEvent) => void;
  /** Field ids with their message, in field order, for the error summary. */
  errorList: { id: string; message: FormMessage }[];
}

const clean = <F extends string>(errors: FieldErrors<F>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;

/**
 * Form state with accessible errors (WCAG 2.2 AA, careers.md): validation on submit, errors
 * under each field and in a summary that receives focus, and one submit at a time.
 */
export function useForm<F extends string>({ id, initial, validate, unexpectedError }: FormOptions<F>): FormState<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const sending = useRef(false);
  const mounted = useRef(true);
  const fieldNames = Object.keys(values) as F[];

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const setValue = useCallback((name: F, value: string) => setValues((current) => ({ ...current, [name]: value })), []);

  const fail = useCallback((fieldErrors: FieldErrors<F>, message: FormMessage | null = null) => {
    if (!mounted.current) return;
    setErrors(clean(fieldErrors));
    setFormError(message);
    setFailures((n) => n + 1);
  }, []);

  const field = (name: F): FieldBinding => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name] ?? undefined,
    errorId: `${id}-${name}-error`,
    hintId: `${id}-${name}-hint`,
    onChange: (event) => setValue(name, event.target.value),
  });

  const onSubmit = (handler: (values: Record<F, string>) => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = clean(validate?.(values) ?? {});
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    setErrors({});
    setFormError(null);
    sending.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        await handler(values);
      } catch {
        fail({}, unexpectedError);
      } finally {
        sending.current = false;
        if (mounted.current) setSubmitting(false);
      }
    })();
  };

  const errorList = fieldNames.flatMap((name) => {
    const message = errors[name];
    return message ? [{ id: `${id}-${name}`, message }] : [];
  });

  return { values, errors, formError, submitting, summaryRef, field, setValue, fail, onSubmit, errorList };
}
