/**
 * An error the central handler turns into the error envelope
 * `{ statusCode, error, message, code, field? }`. Handlers throw these. `code` is a stable
 * snake_case name a client maps to its own message (`job_closed`, `version_conflict`); without one
 * the status gives it (`not_found`, `conflict`, ...). `field` names the input at fault.
 */
export interface ErrorDetails {
  code?: string;
  field?: string;
  /** Every reason at once when there are several (a refused submission lists each missing part). */
  problems?: Problem[];
  headers?: Record<string, string>;
}

/** One reason of a refusal: its code and the input it is about. */
export interface Problem {
  code: string;
  field?: string;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  // 503 from a database that cannot be reached says `database_unavailable` (with Retry-After),
  // from the health check `database_unreachable` (server/plugins/error-handler.ts, modules/health).
  503: 'unavailable',
  // A write refused because a volume is full (documents, the embedded database, the outbox).
  507: 'storage_full',
};

/** The code of an answer whose error did not name one. */
export function defaultErrorCode(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'bad_request');
}

export class HttpError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  readonly problems: Problem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = details.code ?? defaultErrorCode(statusCode);
    this.field = details.field;
    this.problems = details.problems;
    this.headers = details.headers ?? {};
  }
}

export const badRequest = (message = 'Bad Request', details?: ErrorDetails) => new HttpError(400, message, details);
export const unauthorized = (message = 'Authentication required', details?: ErrorDetails) => new HttpError(401, message, details);
export const forbidden = (message = 'You are not allowed to do this', details?: ErrorDetails) => new HttpError(403, message, details);
export const notFound = (message = 'Not Found', details?: ErrorDetails) => new HttpError(404, message, details);
export const conflict = (message = 'Conflict', details?: ErrorDetails) => new HttpError(409, message, details);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts, try again later') =>
  new HttpError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
