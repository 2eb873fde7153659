import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/list-query.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import { applicationCondition } from '../../lib/application-scope.js';
import type { Database } from '../../db/connection.js';
import { applications, jobs, offerChecks, offers, users } from '../../db/schema.js';
import { HEALTH_OUTCOMES, OPEN_CHECK_STATUSES, RECORD_OUTCOMES, type CHECK_BOARD_SORTS, type CheckStatus } from '../../../common/offer-rules.js';
import { seesHealth, staffApplication } from './access.js';
import { findCheck, findOffer, setChecksOfCategory, updateCheck, type CheckTypeRow, type OfferCheckRow } from './repo.js';
import type { OpenChecksQuery, UpdateCheckBody } from './schemas.js';
import { checkTypeMap } from './service-catalogue.js';
import { toCheck, today } from './views.js';

const checkNotFound = () => refuse('check_not_found', 'This check does not exist.');
const OPEN_OFFERS = ['sent', 'accepted'] as const;
const BOARD_SORTS: Record<(typeof CHECK_BOARD_SORTS)[number], SQL> = {
  dueOn: sql`${offerChecks.dueOn}`,
  applicant: sql`lower(${users.fullName})`,
  job: sql`lower(${jobs.title})`,
  status: sql`${offerChecks.status}`,
};

/** One page of the checks board under `where`: each check with its application, job and applicant, and the total (a window count). */
function boardPage(db: Database, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({ check: offerChecks, applicantName: users.fullName, jobId: jobs.id, jobTitle: jobs.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(offerChecks)
    .innerJoin(offers, eq(offers.id, offerChecks.offerId))
    .innerJoin(applications, eq(applications.id, offerChecks.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * The references module's seam: marks the checks of `category` (e.g. `references`) on the
 * application's live offer, unless met or waived already.
 */
export async function markChecksOfCategory(db: Database, applicationId: number, category: string, status: CheckStatus) {
  await setChecksOfCategory(db, applicationId, category, status);
}

/** Refuses (400) an outcome that does not fit the check: health outcomes for health checks, clear/not clear for criminal record checks. */
function assertOutcome(type: CheckTypeRow | undefined, body: UpdateCheckBody, current: OfferCheckRow) {
  const outcome = body.outcome === undefined ? current.outcome : body.outcome;
  if (outcome === null) return;
  const allowed: readonly string[] = type?.category === 'health' ? HEALTH_OUTCOMES : type?.category === 'criminal_record' ? RECORD_OUTCOMES : [];
  if (!allowed.includes(outcome)) throw refuse('outcome_invalid', `This check does not take the outcome "${outcome}".`, { field: 'outcome' });
  const adjustments = body.adjustments === undefined ? current.adjustments : body.adjustments;
  if (outcome === 'fit_with_adjustments' && !adjustments?.trim()) throw refuse('outcome_invalid', 'Name the adjustments.', { field: 'adjustments' });
}

/** The status an outcome implies when none is sent: fit (with or without adjustments) and clear meet the check. */
const statusOfOutcome = (outcome: string | null | undefined): CheckStatus | undefined =>
  outcome === undefined || outcome === null ? undefined : outcome === 'not_fit' || outcome === 'not_clear' ? 'not_met' : 'met';

/**
 * The checks of offers: HR marks theirs, occupational health records only an outcome (and keeps its
 * notes), a waiver needs a reason and a second person, and the board lists what is open.
 */
export class OfferChecksService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** The check when the caller may work on it: occupational health's checks are theirs only; HR's need `update` on the application. */
  private async workable(request: FastifyRequest, id: number, waiving = false) {
    const check = await findCheck(this.db, id);
    if (!check) throw checkNotFound();
    const offer = await findOffer(this.db, check.offerId);
    if (!offer || !['sent', 'accepted'].includes(offer.status)) throw refuse('invalid_transition', 'The offer of this check is not open.');
    if (check.owner === 'occupational_health' && !waiving) {
      if (seesHealth(request)) return { check, offer };
      await staffApplication(this.db, request, check.applicationId, ['read']);
      throw forbidden('Only occupational health records a health check.');
    }
    await staffApplication(this.db, request, check.applicationId, waiving ? ['update', 'decide'] : ['update']);
    return { check, offer };
  }

  async update(request: FastifyRequest, id: number, body: UpdateCheckBody) {
    const { check } = await this.workable(request, id);
    if (check.status === 'waived') throw refuse('invalid_transition', 'A waived check is closed.');
    const types = await checkTypeMap(this.db);
    const type = types.get(check.checkTypeKey);
    if (body.healthNote !== undefined && check.owner !== 'occupational_health') throw refuse('outcome_invalid', 'Only a health check takes a note.', { field: 'healthNote' });
    assertOutcome(type, body, check);
    const { status: sent, ...rest } = body;
    const status = sent ?? statusOfOutcome(body.outcome) ?? check.status;
    const decided = status === 'met' || status === 'not_met';
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const saved = await updateCheck(tx, check.id, { ...rest, status, ...(decided ? { decidedBy: request.user.sub, decidedAt: new Date() } : {}) });
      // The audit keeps what changed, never the health note's text.
      await recordAudit(tx, actor, { action: 'offer_check.updated', subjectType: 'OfferCheck', subjectId: check.id, applicationId: check.applicationId, detail: { status, fields: Object.keys(body) } });
      return saved;
    });
    return toCheck(row, types, seesHealth(request));
  }

  /** The first call asks for a waiver with its reason; a second, different person approves it. */
  async waive(request: FastifyRequest, id: number, reasonGiven: string) {
    const reason = reasonGiven.trim();
    if (!reason) throw refuse('reason_required', 'Give a reason for the waiver.', { field: 'reason' });
    const { check } = await this.workable(request, id, true);
    if (check.status === 'met' || check.status === 'waived') throw refuse('invalid_transition', `This check is ${check.status} already.`);
    const me = request.user.sub;
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const locked = (await findCheck(tx, id, true))!;
      if (locked.waiverRequestedBy === me) throw refuse('waiver_same_person', 'You asked for this waiver: a second, different person approves it.');
      const set = locked.waiverRequestedBy === null ? { waiverRequestedBy: me, waiverReason: reason } : { status: 'waived' as const, waiverApprovedBy: me, decidedBy: me, decidedAt: new Date() };
      const saved = await updateCheck(tx, id, set);
      await recordAudit(tx, actor, { action: saved.status === 'waived' ? 'offer_check.waived' : 'offer_check.waiver_requested', subjectType: 'OfferCheck', subjectId: id, applicationId: check.applicationId, detail: { reason } });
      return saved;
    });
    return toCheck(row, await checkTypeMap(this.db), seesHealth(request));
  }

  /** Open checks of open offers (sent or accepted), filtered in SQL: occupational health's for them, those of readable applications for the others. */
  async listOpen(request: FastifyRequest, query: OpenChecksQuery) {
    const reads = applicationCondition(request.ability, 'read').condition;
    const health = seesHealth(request);
    const scope: SQL = health ? or(eq(offerChecks.owner, 'occupational_health'), reads)! : reads;
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
    const where = and(
      inArray(offers.status, [...OPEN_OFFERS]),
      inArray(offerChecks.status, query.status ? [query.status] : [...OPEN_CHECK_STATUSES]),
      scope,
      query.owner ? eq(offerChecks.owner, query.owner) : undefined,
      query.overdue ? lt(offerChecks.dueOn, today()) : undefined,
      ...words.map((w) => or(ilike(users.fullName, `%${escapeLike(w)}%`), ilike(jobs.title, `%${escapeLike(w)}%`))),
    );
    const perPage = query.perPage ?? 20;
    const page = query.page ?? 1;
    const direction = query.sortDesc ? sql`desc` : sql`asc`;
    const orderBy = [sql`${BOARD_SORTS[query.sortBy ?? 'dueOn']} ${direction} nulls last`, sql`${offerChecks.id} ${direction}`];
    const rows = await boardPage(this.db, where, orderBy, perPage, (page - 1) * perPage);
    // Past the last page the window count has no row to ride on: the first row alone carries it.
    const total = rows[0]?.total ?? (page > 1 ? ((await boardPage(this.db, where, orderBy, 1, 0))[0]?.total ?? 0) : 0);
    const types = await checkTypeMap(this.db);
    await recordAudit(this.db, await auditActorOf(request), { action: 'offer_checks.listed', subjectType: 'OfferCheck', detail: { ...query, rows: rows.length } });
    return {
      items: rows.map((r) => ({
        check: toCheck(r.check, types, health && r.check.owner === 'occupational_health'),
        offerId: r.check.offerId,
        applicationId: r.check.applicationId,
        applicantName: r.applicantName ?? 'Deleted account',
        jobId: r.jobId,
        jobTitle: r.jobTitle,
      })),
      total,
    };
  }
}
