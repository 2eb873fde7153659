import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { resolverOf } from '../lib/typebox-resolver';
import type { FieldErrors, FormMessage } from './form-state';

export interface CheckedFormOptions<V extends FieldValues> {
  /** Prefix of the field ids (unique on the page): the field `title` of the form `job` is `job-title`. */
  id: string;
  /** The fields in the order they are shown: the error summary lists their errors in it. */
  fields: readonly (keyof V & string)[];
  defaultValues: V;
  /** The checks made on submit (typically a TypeBox schema from `common/` and the field's own words); a field with a message stops the submit. */
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Shown in the error summary when the submit handler throws (network down...). */
  unexpectedError: FormMessage;
}

export interface CheckedForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** `job-title`: the id of a field's input (the summary links to it). */
  idOf: (name: keyof V & string) => string;
  /** The field's error in the active language (worded as it is shown, so a change of language re-words it). */
  messageOf: (name: keyof V & string) => string | undefined;
  submitting: boolean;
  /** For `FormErrorSummary`: the errors in field order, a message about no field, the element that gets focus. */
  errorList: { id: string; message: string }[];
  formError: FormMessage | null;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Shows errors (from the server): under their fields and in the summary, which gets focus. */
  fail: (fieldErrors: FieldErrors<keyof V & string>, formError?: FormMessage | null) => void;
  /** Validates, then runs `handler` with the values while the form is marked as sending. */
  onSubmit: (handler: (values: V) => Promise<void> | void) => (event: FormEvent) => void;
}

/**
 * react-hook-form with accessible errors (WCAG 2.2 AA, careers.md): validation on submit only,
 * errors under each field and in a summary that receives focus, one submit at a time.
 */
export function useCheckedForm<V extends FieldValues>({ id, fields, defaultValues, validate, unexpectedError }: CheckedFormOptions<V>): CheckedForm<V> {
  // The errors as the checks or the server gave them (Lingui descriptors), worded only when shown;
  // react-hook-form holds that a field is refused, with the field's name as a placeholder message.
  const messages = useRef<Partial<Record<string, FormMessage>>>({});
  // Subscribed to the language: its change renders the form again, with its errors re-worded.
  const { i18n } = useLingui();
  const words = (message: FormMessage) => (typeof message === 'string' ? message : i18n._(message));
  // The checks may depend on what the submit is for (save or publish): the latest ones run.
  const check = useRef(validate);
  useEffect(() => {
    check.current = validate;
  });
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: resolverOf<V>((values) => {
      const found = Object.entries(check.current(values)).filter((entry): entry is [string, FormMessage] => Boolean(entry[1]));
      messages.current = Object.fromEntries(found);
      return Object.fromEntries(found.map(([name]) => [name, { type: 'rule', message: name }]));
    }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const sending = useRef(false);
  // Marked while the handler runs, not while the checks run (the buttons keep focus until then).
  const [submitting, setSubmitting] = useState(false);
  // After a failed submit the summary takes focus once it shows (react-hook-form's errors may arrive a render after the failure).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !summaryRef.current) return;
    summaryRef.current.focus();
    focusPending.current = false;
  });

  const fail = (fieldErrors: FieldErrors<keyof V & string>, message: FormMessage | null = null) => {
    form.clearErrors();
    messages.current = {};
    for (const [name, error] of Object.entries(fieldErrors)) {
      if (!error) continue;
      messages.current[name] = error;
      form.setError(name as Path<V>, { type: 'server', message: name });
    }
    setFormError(message);
    focusPending.current = true;
  };

  const onSubmit = (handler: (values: V) => Promise<void> | void) => (event: FormEvent) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    // One submit at a time from the first click: a second one while the checks run is ignored too.
    sending.current = true;
    const run = form.handleSubmit(
      async (values) => {
        setFormError(null);
        setSubmitting(true);
        try {
          await handler(values);
        } catch {
          fail({}, unexpectedError);
        } finally {
          setSubmitting(false);
        }
      },
      () => {
        setFormError(null);
        focusPending.current = true;
      },
    );
    void run(event).finally(() => {
      sending.current = false;
    });
  };

  const { errors } = form.formState;
  const messageOf = (name: keyof V & string) => {
    const message = errors[name] ? messages.current[name] : undefined;
    return message ? words(message) : undefined;
  };
  const errorList = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ id: `${id}-${name}`, message }] : [];
  });

  return { form, idOf: (name) => `${id}-${name}`, messageOf, submitting, errorList, formError, summaryRef, fail, onSubmit };
}
