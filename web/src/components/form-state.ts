import type { ChangeEvent, FormEvent, RefObject } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/*
 * The shapes of a product form with an error summary; `useSummaryForm` (react-hook-form, through
 * `useCheckedForm`) gives them.
 */

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
