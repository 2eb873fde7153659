import { apiProblem } from '../../lib/api-errors';

/** The API answered 404: the category or question in the address does not exist. */
export const isMissing = (error: unknown) => error !== null && apiProblem(error).status === 404;
