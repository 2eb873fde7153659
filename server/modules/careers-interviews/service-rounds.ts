import { inArray, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { applications, users } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import { forbidden } from '../../lib/http-errors.js';
import { MAX_GENERATED_SLOTS } from '../../../common/interview-rules.js';
import { isNameBlind, type JobRow } from '../careers-jobs/index.js';
import { interviewJob, interviewRound, mayRead, type InterviewCaller } from './access.js';
import { activeTeamOf, deleteUnbookedSlot, findSlot, insertRound, insertSlots, invitationsOfRounds, namesOf, roundsOfJob, slotAt, slotsOf, updateRound, updateSlot, type RoundRow } from './repo.js';
import type { CreateInterviewRoundBody, GenerateInterviewSlotsBody, UpdateInterviewRoundBody, UpdateInterviewSlotBody } from './schemas.js';
import { planSlots } from './slot-times.js';
import { roundView, slotView } from './views.js';
import { assessmentStates } from './repo-assessment.js';
import { interviewCriteria } from './criteria.js';

/** A unique index refused the row (PostgreSQL and PGlite alike: SQLSTATE 23505, on the error or its cause). */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Rounds and slots of a job's interviews, for its recruiters (write) and its interview panel (read). */
export class InterviewRounds {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  private get timeZone() {
    return this.config.alertsTimeZone;
  }

  /** The rounds as the caller sees them (only those they may read), with slots and the board. */
  private async views(job: JobRow, caller: InterviewCaller, rounds: RoundRow[]) {
    const visible = rounds.filter((r) => mayRead(caller, r));
    const ids = visible.map((r) => r.id);
    const [slots, invitations] = await Promise.all([slotsOf(this.db, ids), invitationsOfRounds(this.db, ids)]);
    const names = await namesOf(this.db, [...new Set(visible.flatMap((r) => r.panelIds))]);
    const candidates = new Map<number, string>();
    if (invitations.length && !(await isNameBlind(this.db, job.id))) {
      const rows = await this.db
        .select({ id: applications.id, fullName: users.fullName })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.applicantId))
        .where(inArray(applications.id, invitations.map((i) => i.applicationId)));
      for (const r of rows) candidates.set(r.id, r.fullName);
    }
    const states = await assessmentStates(this.db, invitations.map((i) => i.id), caller.userId);
    const criteria = await interviewCriteria(this.db, job);
    return visible.map((r) => roundView(r, { caller, names, slots, invitations, candidates, timeZone: this.timeZone, states, criteria }));
  }

  async list(request: FastifyRequest, jobId: number) {
    const { job, caller } = await interviewJob(this.db, request, jobId);
    return { items: await this.views(job, caller, await roundsOfJob(this.db, job.id)) };
  }

  /** One round as the caller sees it (its board). */
  async one(request: FastifyRequest, roundId: number) {
    const { round, job, caller } = await interviewRound(this.db, request, roundId, false);
    return (await this.views(job, caller, [round]))[0]!;
  }

  /** The panel and lead must be on the job's active hiring team. */
  private async checkPanel(jobId: number, panelIds: number[] | undefined, leadId: number | null | undefined) {
    const team = new Set((await activeTeamOf(this.db, jobId)).map((m) => m.userId));
    const outside = (panelIds ?? []).findIndex((id) => !team.has(id));
    if (outside >= 0) throw refuse('panel_not_on_team', 'Every panel member must be on the job\'s hiring team.', { field: `panelIds.${outside}` });
    if (leadId && !team.has(leadId)) throw refuse('panel_not_on_team', 'The lead must be on the job\'s hiring team.', { field: 'leadId' });
  }

  async create(request: FastifyRequest, jobId: number, body: CreateInterviewRoundBody) {
    const { job, caller } = await interviewJob(this.db, request, jobId);
    if (!caller.manager) throw forbidden('Only a recruiter of this job may add interview rounds.');
    await this.checkPanel(job.id, body.panelIds, body.leadId);
    const panelIds = body.leadId && !body.panelIds.includes(body.leadId) ? [...body.panelIds, body.leadId] : body.panelIds;
    const round = await insertRound(this.db, { ...body, panelIds, jobId: job.id, createdBy: caller.userId });
    await recordAudit(this.db, await auditActorOf(request), { action: 'interview.round_created', subjectType: 'InterviewRound', subjectId: round.id, jobId: job.id });
    return this.one(request, round.id);
  }

  async update(request: FastifyRequest, roundId: number, body: UpdateInterviewRoundBody) {
    const { round, job } = await interviewRound(this.db, request, roundId, true);
    const leadId = body.leadId === undefined ? round.leadId : body.leadId;
    const panel = body.panelIds ?? round.panelIds;
    await this.checkPanel(job.id, body.panelIds, body.leadId);
    await updateRound(this.db, round.id, { ...body, panelIds: leadId && !panel.includes(leadId) ? [...panel, leadId] : panel });
    await recordAudit(this.db, await auditActorOf(request), { action: 'interview.round_updated', subjectType: 'InterviewRound', subjectId: round.id, jobId: job.id, detail: { fields: Object.keys(body) } });
    return this.one(request, round.id);
  }

  /** Slots from a plan in the hospital's time zone; a preview stores nothing. Past times are left out. */
  async generate(request: FastifyRequest, roundId: number, body: GenerateInterviewSlotsBody) {
    const { round, job } = await interviewRound(this.db, request, roundId, true);
    if (body.from > body.to) throw refuse('date_range_inverted', 'The first day is after the last.', { field: 'from' });
    if (body.dayEnd <= body.dayStart || planSlots({ ...body, to: body.from, weekdays: [1, 2, 3, 4, 5, 6, 7] }, this.timeZone, 1).length === 0) {
      throw refuse('day_end_before_start', 'No slot fits between the start and the end of the day.', { field: 'dayEnd' });
    }
    const now = Date.now();
    const planned = planSlots(body, this.timeZone, MAX_GENERATED_SLOTS).filter((s) => s.startsAt > now);
    if (planned.length > MAX_GENERATED_SLOTS) throw refuse('too_many_slots', `One generation makes at most ${MAX_GENERATED_SLOTS} slots.`);
    const slots = planned.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt), capacity: body.capacity }));
    const created = body.preview ? 0 : await insertSlots(this.db, round.id, slots);
    if (created) await recordAudit(this.db, await auditActorOf(request), { action: 'interview.slots_generated', subjectType: 'InterviewRound', subjectId: round.id, jobId: job.id, detail: { created } });
    return {
      preview: body.preview,
      created,
      timeZone: this.timeZone,
      slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), capacity: s.capacity })),
    };
  }

  /**
   * Moves, lengthens or resizes a slot. A booked slot only gains capacity (409 otherwise); a new
   * start must be in the future, as generation leaves past times out; a start the round has already
   * is refused. One conditional UPDATE, so a booking made meanwhile is never moved under it.
   */
  async updateSlot(request: FastifyRequest, slotId: number, body: UpdateInterviewSlotBody) {
    const slot = await findSlot(this.db, slotId);
    if (!slot) throw refuse('interview_slot_not_found', 'This slot does not exist.');
    const { job } = await interviewRound(this.db, request, slot.roundId, true);
    const startsAt = body.startsAt ? new Date(body.startsAt) : slot.startsAt;
    const length = body.lengthMinutes ?? (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
    const endsAt = new Date(startsAt.getTime() + length * 60_000);
    const capacity = body.capacity ?? slot.capacity;
    const moves = startsAt.getTime() !== slot.startsAt.getTime() || endsAt.getTime() !== slot.endsAt.getTime();
    const unbookedOnly = moves || capacity < slot.capacity;
    if (unbookedOnly && slot.booked > 0) throw refuse('interview_slot_booked', 'This slot is booked: only its capacity may be raised.');
    if (moves && startsAt.getTime() <= Date.now()) throw refuse('slot_started', 'The slot must start in the future.', { field: 'startsAt' });
    const taken = () => refuse('interview_slot_exists', 'The round has a slot at that time already.', { field: 'startsAt' });
    if (moves && (await slotAt(this.db, slot.roundId, startsAt, slot.id))) throw taken();
    const updated = await updateSlot(this.db, slot.id, { startsAt, endsAt, capacity }, unbookedOnly).catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken() : error;
    });
    if (!updated) throw refuse('interview_slot_booked', 'This slot was booked meanwhile: only its capacity may be raised.');
    await recordAudit(this.db, await auditActorOf(request), { action: 'interview.slot_updated', subjectType: 'InterviewSlot', subjectId: slot.id, jobId: job.id, detail: { fields: Object.keys(body) } });
    return slotView(updated);
  }

  async deleteSlot(request: FastifyRequest, slotId: number) {
    const slot = await findSlot(this.db, slotId);
    if (!slot) throw refuse('interview_slot_not_found', 'This slot does not exist.');
    const { job } = await interviewRound(this.db, request, slot.roundId, true);
    if (!(await deleteUnbookedSlot(this.db, slot.id))) throw refuse('interview_slot_booked', 'This slot is booked: move or cancel its bookings first.');
    await recordAudit(this.db, await auditActorOf(request), { action: 'interview.slot_deleted', subjectType: 'InterviewSlot', subjectId: slot.id, jobId: job.id, detail: { startsAt: slot.startsAt.toISOString() } });
  }
}
