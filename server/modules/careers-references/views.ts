import type { RefereeDetails } from '../../db/schema.js';
import { REFERENCE_OVERDUE_DAYS, OPEN_REFERENCE_STATUSES, type ReferenceStatus } from '../../../common/reference-rules.js';
import type { Delivery } from './deliveries.js';
import type { RequestRow } from './repo.js';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const isOpen = (status: ReferenceStatus) => OPEN_REFERENCE_STATUSES.includes(status);
export const isOverdue = (row: RequestRow, now = Date.now()) => isOpen(row.status) && now - row.requestedAt.getTime() >= REFERENCE_OVERDUE_DAYS * DAY_MS;

const referee = (row: RequestRow): RefereeDetails => row.referee ?? { name: '', position: '', organisation: '', relationship: '', phone: '' };

/** Whether the referee must be given another address: the request is open and the e-mail to them bounced. */
export const addressBounced = (row: RequestRow, delivery?: Delivery) => isOpen(row.status) && Boolean(delivery?.bounced);

/** A request in the staff's list: status, review and dates, never content. */
export function toSummary(row: RequestRow, delivery?: Delivery) {
  return {
    id: row.id,
    applicationId: row.applicationId,
    refereeName: referee(row).name,
    refereeEmail: row.refereeEmail ?? '',
    refereeOrganisation: referee(row).organisation,
    stage: row.stage,
    status: row.status,
    review: row.review,
    requestedAt: row.requestedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    overdue: isOverdue(row),
    addressBounced: addressBounced(row, delivery),
    replacedBy: row.replacedBy,
  };
}

type EventKind = 'requested' | 'reminded' | 'referee_declined' | 'received' | 'cancelled' | 'received_elsewhere' | 'replaced' | 'address_bounced' | 'email_changed';

/** The reminder log's kind of a corrected address (`email:<who>:<ms>`): history only, never a reminder. */
export const EMAIL_CHANGE_KIND = 'email:';

/** The history of a request, from its dates, reminder log and bounces: what happened and when, never what was answered. */
export function historyOf(row: RequestRow, chasers: { kind: string; sentAt: Date }[], bounces: Date[] = []) {
  const events: { kind: EventKind; at: Date }[] = [{ kind: 'requested', at: row.requestedAt }];
  for (const c of chasers) {
    if (c.kind.startsWith('referee') || c.kind.startsWith('manual')) events.push({ kind: 'reminded', at: c.sentAt });
    if (c.kind.startsWith(EMAIL_CHANGE_KIND)) events.push({ kind: 'email_changed', at: c.sentAt });
  }
  for (const at of bounces) events.push({ kind: 'address_bounced', at });
  if (row.declinedAt) events.push({ kind: 'referee_declined', at: row.declinedAt });
  if (row.submittedAt) events.push({ kind: 'received', at: row.submittedAt });
  if (row.status === 'cancelled' && row.closedAt) events.push({ kind: row.replacedBy ? 'replaced' : 'cancelled', at: row.closedAt });
  if (row.status === 'received_elsewhere' && row.closedAt) events.push({ kind: 'received_elsewhere', at: row.closedAt });
  if (row.status === 'declined' && row.replacedBy && row.closedAt) events.push({ kind: 'replaced', at: row.closedAt });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => ({ kind: e.kind, at: e.at.toISOString() }));
}
