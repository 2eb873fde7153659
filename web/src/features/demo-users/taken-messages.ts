import { msg } from '@lingui/core/macro';

/** The users API's own refusal codes, in words (the common ones come from lib/api-errors). */
export const TAKEN_MESSAGES = {
  email_taken: msg`Another user already has this e-mail address.`,
  username_taken: msg`Another user already has this username.`,
};
