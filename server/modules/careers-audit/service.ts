import { Readable } from 'node:stream';
import type { Database } from '../../db/connection.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { refuse } from '../../lib/refusals.js';
import { auditBatch, countAuditEvents, lastAuditId, listAuditEvents, toEntry, type AuditCursor, type AuditRow } from './repo.js';
import type { AuditEventQuery, AuditExportQuery, AuditFilters } from './schemas.js';

/** Rows read per query while the export streams: the answer never holds more than one batch in memory. */
export const EXPORT_BATCH = 500;

const HEADER = [
  'Event',
  'At',
  'Actor ID',
  'Actor',
  'Actor role',
  'Actor deactivated now',
  'Action',
  'Subject type',
  'Subject ID',
  'Application',
  'Job',
  'Fields',
  'Outcome',
  'Detail',
  'Request ID',
  'IP',
];

/** A range of days must not end before it starts. */
function checkRange(filters: AuditFilters) {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw refuse('date_range_inverted', 'The first day of the range is after the last.', { field: 'from' });
  }
}

/** The filters as they were asked (the defaults left out), kept with the export's own event. */
const askedFilters = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** Searching and exporting the audit log (who did what to which record, and when). */
export class AuditLogService {
  constructor(private readonly db: Database) {}

  async list(query: AuditEventQuery) {
    checkRange(query);
    return listAuditEvents(this.db, query);
  }

  /**
   * The events the filters select as CSV, streamed in batches, newest first unless `sortDesc` is
   * false. The export is itself recorded (`audit_log.exported`, with its filters and row count) before
   * the first row is sent; rows recorded after it started are left out.
   */
  async exportCsv(query: AuditExportQuery, actor: AuditActor): Promise<Readable> {
    const { sortDesc, ...filters } = query;
    checkRange(filters);
    const upTo = await lastAuditId(this.db);
    const rows = await countAuditEvents(this.db, filters, upTo);
    await recordAudit(this.db, actor, { action: 'audit_log.exported', subjectType: 'AuditLog', detail: { filters: askedFilters(filters), rows } });
    const db = this.db;
    const newestFirst = sortDesc ?? true;
    async function* lines() {
      yield CSV_BOM + csvLine(HEADER);
      let after: AuditCursor | undefined;
      for (;;) {
        const batch = await auditBatch(db, filters, { upTo, newestFirst, after, size: EXPORT_BATCH });
        if (batch.length) yield batch.map((row) => csvLine(cells(row))).join('');
        if (batch.length < EXPORT_BATCH) return;
        const last = batch[batch.length - 1]!;
        after = { at: last.atExact, id: last.id };
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }
}

/** One CSV row: the event as the API answers it, flattened. */
function cells(row: AuditRow) {
  const e = toEntry(row);
  return [
    e.id,
    e.at,
    e.actor.id,
    e.actor.name,
    e.actor.role,
    e.actor.deactivated ? 'yes' : 'no',
    e.action,
    e.subjectType,
    e.subjectId,
    e.applicationId,
    e.jobId,
    e.fields?.join(' ') ?? null,
    e.outcome,
    e.detail === null ? null : JSON.stringify(e.detail),
    e.requestId,
    e.ip,
  ];
}
