/**
 * The account fields' patterns and lengths, without TypeBox: a page that only shows a limit or
 * tests an address (the profile's referees, the demo password rules) imports these, not the
 * schemas of account-rules.ts, whose builders would come with them into its chunks.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,30}$/u;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
