/** A record id from the URL: a whole number the API accepts (1 to 2^31 − 1), or null (the page is then the 404 page). */
export function idFromPath(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** An API answer said the record does not exist (404 in the error envelope). */
export const isNotFound = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;
