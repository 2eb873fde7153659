import { EDIT_ALERT_PARAMS } from '../../../../../common/board-params';

/** The alert an "Edit the search" link asks the board to update: its id, and its e-mail's token when the reader is not signed in. */
export interface AlertToEdit {
  id: number;
  token?: string;
}

/** The alert named by the board's query, or null when none (or a malformed one) is named. */
export function alertToEdit(params: URLSearchParams): AlertToEdit | null {
  const id = Number(params.get(EDIT_ALERT_PARAMS.id));
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const token = params.get(EDIT_ALERT_PARAMS.token) ?? '';
  return /^[A-Za-z0-9_-]{1,200}$/.test(token) ? { id, token } : { id };
}
