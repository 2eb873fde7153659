import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { keysOf } from '../../../lib/careers-vocabulary';
import { countedLabel } from '../../../components/list-kit/filter-select';

type Schemas = components['schemas'];
export type MailStatus = Schemas['MailStatus'];
export type MailLogEntry = Schemas['MailLogEntry'];

/** Each status of a message in the mail log, in the order a message goes through them. */
export const MAIL_STATUS_LABELS: Record<MailStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  retrying: msg`Retrying`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

export const MAIL_STATUSES = keysOf(MAIL_STATUS_LABELS);

/** The badge of a status: sent green, waiting blue, retrying amber, failed red, cancelled grey. */
const STATUS_TONES: Record<MailStatus, string> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  retrying: 'warning',
  failed: 'danger',
  cancelled: '',
};

export const mailStatusBadge = (status: MailStatus) => (STATUS_TONES[status] ? `demo-badge demo-badge--${STATUS_TONES[status]}` : 'demo-badge');

/** What the portal e-mails, by the `kind` the server gives each message (auth and careers-applications emails.ts). */
export const MAIL_KIND_LABELS: Record<string, MessageDescriptor> = {
  activation: msg`Account activation`,
  'password-reset': msg`Password reset`,
  'application-received': msg`Application received`,
  'application-status': msg`Application status changed`,
  'application-new': msg`New application (to staff)`,
  'staff-invitation': msg`Staff invitation`,
  'staff-access-changed': msg`Staff access changed`,
  'staff-deactivated': msg`Staff access removed`,
  'staff-reactivated': msg`Staff access restored`,
  'staff-inactivity-warning': msg`Staff inactivity warning`,
};

export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS);

/** A kind in the reader's language; a kind this screen does not know is shown as the server names it. */
export function mailKindLabel(kind: string, translate: (descriptor: MessageDescriptor) => string): string {
  const label = Object.hasOwn(MAIL_KIND_LABELS, kind) ? MAIL_KIND_LABELS[kind] : undefined;
  return label ? translate(label) : kind;
}

/** A status filter's option: the status and how many messages it holds under the other filters ("Sent (12)"). */
export const statusOptionLabel = countedLabel;
