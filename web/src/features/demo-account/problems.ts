import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiProblem, problemText } from '../../lib/api-errors';

/** The account settings' own refusals, by the API's code. */
export const SETTINGS_PROBLEMS: Record<string, MessageDescriptor> = {
  wrong_password: msg`The current password is not correct.`,
  weak_password: msg`The new password does not meet the rules below.`,
  invalid_date: msg`Enter a birth date between 1900 and today.`,
  unknown_country: msg`Choose a country from the list.`,
  invalid_url: msg`Enter a web address starting with http:// or https://.`,
  unsupported_image: msg`Only PNG and JPEG pictures are accepted.`,
  unsupported_media_type: msg`Only PNG and JPEG pictures are accepted.`,
  payload_too_large: msg`The picture is larger than 800 kB.`,
  conflict: msg`Another password change is under way. Try again in a moment.`,
  rate_limited: msg`Too many wrong passwords. Please try again later.`,
};

/**
 * Shows a refused save: on its field when the API names one of the form's fields, otherwise as
 * the form's problem (returned, in the page's language).
 */
export function showProblem<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const problem = apiProblem(error);
  const text = problemText(problem, SETTINGS_PROBLEMS);
  const field = fields.find((name) => name === problem.field);
  if (field) {
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return null;
  }
  return text;
}
