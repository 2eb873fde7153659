import { msg } from '@lingui/core/macro';

/** What the section says for each refusal of the applicant's references API. */
export const MY_REFERENCE_REFUSALS = {
  reminder_too_soon: msg`You can remind a referee once every 48 hours. Try again later.`,
  reference_not_open: msg`This request is closed: the referee answered or it was cancelled.`,
  reference_not_found: msg`This reference request no longer exists.`,
  referee_not_replaceable: msg`This referee can be replaced once they decline or after 14 days without an answer.`,
  referee_is_applicant: msg`You cannot be your own referee.`,
  referee_already_asked: msg`This address is already one of your referees for this application.`,
  references_not_open: msg`References are not being collected for this application any more.`,
  referee_email_not_bounced: msg`Our e-mail to this referee was delivered: there is no address to correct.`,
};
