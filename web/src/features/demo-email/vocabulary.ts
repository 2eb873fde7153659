import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MailLabel, MailView } from './mail-types';
import * as paths from '../../../../common/paths';

export const VIEW_NAMES: Record<MailView, MessageDescriptor> = {
  inbox: msg`Inbox`,
  sent: msg`Sent`,
  draft: msg`Drafts`,
  starred: msg`Starred`,
  spam: msg`Spam`,
  trash: msg`Trash`,
};

export const LABEL_NAMES: Record<MailLabel, MessageDescriptor> = {
  personal: msg`Personal`,
  company: msg`Company`,
  important: msg`Important`,
  private: msg`Private`,
};

/** "No e-mails in Spam": one sentence per list, so each language can phrase it. */
export const EMPTY_VIEW: Record<MailView, MessageDescriptor> = {
  inbox: msg`No e-mails in the inbox.`,
  sent: msg`No e-mails in Sent.`,
  draft: msg`No drafts.`,
  starred: msg`No starred e-mails.`,
  spam: msg`No e-mails in Spam.`,
  trash: msg`The trash is empty.`,
};

/** Where the route of a list points. */
export function viewPath(view: MailView): string {
  return view === 'inbox' ? paths.demo.email : paths.to(paths.demo.emailFolder, view);
}

export const labelPath = (label: MailLabel) => paths.to(paths.demo.emailLabel, label);
