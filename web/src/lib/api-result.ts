import { apiProblem, type ApiProblem } from './api-errors';

/** An API call's outcome: its data, or the problem the SPA reads by code (never a throw). */
export type ApiResult<T> = { data: T; problem: null } | { data?: undefined; problem: ApiProblem };

/**
 * Waits for a call of the typed client and answers its data, or its refusal read as an
 * `ApiProblem` (`network` when the server was not reached).
 */
export async function resultOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await call;
    return response.ok ? { data: data as T, problem: null } : { problem: apiProblem(error, response.status) };
  } catch {
    return { problem: apiProblem(null) };
  }
}
