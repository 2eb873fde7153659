/**
 * Whether an error means "the database cannot be reached right now" (the answer is 503 with
 * Retry-After, `database_unavailable`) rather than "this statement is wrong" (a constraint, a
 * syntax error: those stay what they are). Used by the central error handler, the public board
 * (which then serves its last answers) and the shared rate limit (which then lets hits through
 * uncounted), so that no route needs a try/catch of its own.
 *
 * Drizzle wraps a failed query in a DrizzleQueryError whose `cause` is the driver's error, and a
 * pool may give an AggregateError (one error per address tried): the whole chain is looked at.
 */

/** Socket errors of a connection that is refused, cut or silent (Node's codes; they carry `syscall`). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away, not yet back, or full of connections:
 * class 08 (connection exception) is matched as a class; 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 57P05
 * idle_session_timeout, 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * node-postgres and pg-pool say so in words, without a code: a connection cut under a query, one
 * that never came within `connectionTimeoutMillis` (or no pooled client freed in that time), a
 * client left unusable by such an error. PGlite, once closed, says "PGlite is closed".
 */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function isUnavailableHere(err: object): boolean {
  const { code, syscall, severity, message } = err as { code?: unknown; syscall?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // A socket error of the driver (a mail server's errors get codes of nodemailer's own, without syscall).
    if (SOCKET_CODES.has(code) && typeof syscall === 'string') return true;
    // An error the server sent (it has a severity): its SQLSTATE says whether the connection is at fault.
    if (typeof severity === 'string' && (code.startsWith('08') || SQLSTATES.has(code))) return true;
  }
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** The error and everything it wraps (`cause`, an AggregateError's `errors`), at most a few levels deep. */
export function* errorChain(err: unknown, depth = 0): Generator<object> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  yield err;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* errorChain(inner, depth + 1);
}

/** True when the error, or one it wraps, is a failure to reach or keep a connection to the database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) if (isUnavailableHere(e)) return true;
  return false;
}

/** What a client is told to wait before trying again, in seconds (the health probe notices a return within about a second). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
