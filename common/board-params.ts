/** The job board's query parameters naming an alert to update with the search ("Edit the search"): its id, and the token of its e-mail when not signed in. */
export const EDIT_ALERT_PARAMS = { id: 'alert', token: 'alertToken' } as const;
