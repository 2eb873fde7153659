/** An error the central handler turns into `{ statusCode, error, message }`. Handlers throw these. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'Bad Request') => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message = 'Conflict') => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts, try again later') =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
