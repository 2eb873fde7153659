import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors, FormMessage, FormOptions, FormState } from '../../../components/form-state';
import { useSummaryForm } from '../../../components/use-summary-form';
import { problemText } from '../../../lib/api-errors';
import { AUTH_REFUSALS, envelopeProblem } from './server-messages';

export const UNEXPECTED = msg`We could not reach the server. Check your connection and try again.`;

/** The form of the auth pages (react-hook-form, checked by the shared rules), with their message for a failed request. */
export function useAuthForm<F extends string>(options: Omit<FormOptions<F>, 'unexpectedError'>) {
  return useSummaryForm<F>({ ...options, unexpectedError: UNEXPECTED });
}

export function AuthErrorSummary({ form, id }: { form: Pick<FormState<string>, 'errorList' | 'formError' | 'summaryRef'>; id: string }) {
  return <FormErrorSummary form={form} id={id} title={<Trans>There is a problem</Trans>} />;
}

export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return <BusyButton type="submit" label={label} busy={submitting} disabled={submitting} className="auth-submit form-action" />;
}

/** 429: "try again in N minutes" from the Retry-After header (seconds). */
export function tooManyAttempts(retryAfter: string | null): FormMessage {
  const seconds = Number(retryAfter);
  if (!retryAfter || !Number.isFinite(seconds) || seconds <= 0) return msg`Too many attempts. Please try again later.`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return msg({
    message: plural(minutes, { one: 'Too many attempts. Try again in # minute.', other: 'Too many attempts. Try again in # minutes.' }),
  });
}

/**
 * Shows a failed API answer: 429 with its wait; the documented sign-in shape
 * `{ error: { field: [...] } }` under the fields that have a message, each worded by
 * `fieldMessage` (from the operation and the field, never from the English); an error envelope by
 * its `code`, under its `field` when it names one of `fields`.
 */
export function showApiFailure<F extends string>(
  form: FormState<F>,
  error: unknown,
  response: Response,
  fields: readonly F[] = [],
  fieldMessage: (field: F) => FormMessage = () => msg`Please check this field.`,
) {
  if (response.status === 429) return form.fail({}, tooManyAttempts(response.headers.get('retry-after')));
  const map = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
  if (map && typeof map === 'object') {
    const byField = map as Record<string, readonly string[] | null | undefined>;
    const fieldErrors: FieldErrors<F> = {};
    for (const name of fields) if (byField[name]?.length) fieldErrors[name] = fieldMessage(name);
    if (Object.values(fieldErrors).some(Boolean)) return form.fail(fieldErrors);
  }
  const { problem } = envelopeProblem(error, response.status);
  const text = problem.code === 'network' || problem.code === 'unknown' ? UNEXPECTED : problemText(problem, AUTH_REFUSALS);
  const field = fields.find((name) => name === problem.field);
  return field ? form.fail({ [field]: text } as FieldErrors<F>, text) : form.fail({}, text);
}
