import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The SPA reads an API refusal by its stable `code` (and `field`), never by its English message.
 * Screens map their own specific codes first and fall back to `problemText` for the common ones.
 */
export interface ApiProblem {
  status: number;
  code: string;
  field?: string;
  /** Every reason, when the API lists several (`problems` of the envelope). */
  problems?: { code: string; field?: string }[];
}

/** The code and field of an error answer (the envelope), or a generic problem. */
export function apiProblem(error: unknown, status = 0): ApiProblem {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; code?: unknown; field?: unknown; problems?: unknown };
    const code = typeof e.code === 'string' ? e.code : 'unknown';
    const problems = Array.isArray(e.problems) ? e.problems.filter((p): p is { code: string; field?: string } => typeof p?.code === 'string') : undefined;
    return {
      status: typeof e.statusCode === 'number' ? e.statusCode : status,
      code,
      ...(typeof e.field === 'string' ? { field: e.field } : {}),
      ...(problems?.length ? { problems } : {}),
    };
  }
  return { status, code: status === 0 ? 'network' : 'unknown' };
}

const COMMON: Record<string, MessageDescriptor> = {
  network: msg`The portal could not be reached. Check your connection and try again.`,
  invalid_input: msg`Some of the information is not valid. Check the highlighted fields.`,
  invalid_json: msg`The request could not be read. Please try again.`,
  unauthorized: msg`Your session has ended. Please sign in again.`,
  forbidden: msg`You are not allowed to do this.`,
  not_found: msg`This item no longer exists.`,
  conflict: msg`Someone changed this in the meantime. Reload and try again.`,
  payload_too_large: msg`This is too large to send.`,
  unsupported_media_type: msg`This type of file is not accepted.`,
  rate_limited: msg`Too many attempts. Wait a moment and try again.`,
  unavailable: msg`The service is unavailable for a moment. Please try again shortly.`,
  request_timeout: msg`Sending took too long and was stopped. Check your connection and try again.`,
  database_unavailable: msg`The portal cannot reach its database for a moment. Nothing was changed; please try again in a few seconds.`,
  storage_full: msg`The server's storage is full, so this could not be saved. Please try again later; nothing was lost.`,
  internal_error: msg`Something went wrong on our side. Please try again.`,
};

/** A translated sentence for a problem: the screen's own message for its code, else the common one. */
export function problemText(problem: ApiProblem, own: Partial<Record<string, MessageDescriptor>> = {}): string {
  const descriptor = own[problem.code] ?? COMMON[problem.code] ?? (problem.status >= 500 ? COMMON.internal_error : msg`This could not be done. Please try again.`);
  return i18n._(descriptor!);
}
