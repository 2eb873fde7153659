import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import { jobSubject, type JobRow } from '../careers-jobs/index.js';
import type { Subject } from '../../../common/ability.js';
import { visibleJob } from './access.js';
import { hasScores, lockScorecard, saveScorecard, scorecardOf } from './repo.js';
import { criteriaOf, DEFAULT_CARD, SCALE } from './scorecard.js';
import type { Scorecard, SetScorecardBody } from './schemas.js';

/**
 * A job's scorecard: read by whoever sees the job; set by whoever may update it (recruitment
 * admins of its department, super admins). Name-blind is chosen while the job is a draft (before
 * it opens); the criteria settings and scorer count no longer change once scores were submitted.
 */
export class ScorecardService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async get(request: FastifyRequest, jobId: number): Promise<Scorecard> {
    const job = await visibleJob(this.db, request, jobId);
    return this.answer(request, job);
  }

  private async answer(request: FastifyRequest, job: JobRow): Promise<Scorecard> {
    const card = (await scorecardOf(this.db, job.id)) ?? DEFAULT_CARD;
    return {
      jobId: job.id,
      criteria: criteriaOf(job, card),
      requiredScorers: card.requiredScorers,
      nameBlind: card.nameBlind,
      nameBlindEditable: job.status === 'draft',
      locked: await hasScores(this.db, job.id),
      canEdit: request.ability.can('update', jobSubject(job) as unknown as Subject),
      siftClosedAt: card.siftClosedAt?.toISOString() ?? null,
      scale: SCALE,
    };
  }

  async set(request: FastifyRequest, jobId: number, body: SetScorecardBody): Promise<Scorecard> {
    const job = await visibleJob(this.db, request, jobId);
    if (!request.ability.can('update', jobSubject(job) as unknown as Subject)) throw forbidden('You may see this job but not change its scorecard.');
    const known = new Set(criteriaOf(job, undefined).map((c) => c.key));
    const seen = new Set<string>();
    body.criteria.forEach((c, i) => {
      if (!known.has(c.key)) throw refuse('unknown_criterion', `The job has no criterion ${c.key}.`, { field: `criteria.${i}.key` });
      if (seen.has(c.key)) throw refuse('duplicate_criterion', `${c.key} is listed twice.`, { field: `criteria.${i}.key` });
      seen.add(c.key);
    });
    const actor = await auditActorOf(request);
    await this.db.transaction(async (tx) => {
      const card = await lockScorecard(tx, job.id);
      if (body.nameBlind !== card.nameBlind && job.status !== 'draft') {
        throw refuse('name_blind_after_open', 'Name-blind scoring is chosen before the job opens.', { field: 'nameBlind' });
      }
      const settingsChange = JSON.stringify(criteriaOf(job, card)) !== JSON.stringify(criteriaOf(job, { criteria: body.criteria })) || card.requiredScorers !== body.requiredScorers;
      if (settingsChange && (await hasScores(tx, job.id))) throw refuse('scorecard_locked', 'Scores were submitted for this job: its scorecard no longer changes.');
      await saveScorecard(tx, job.id, { criteria: body.criteria, requiredScorers: body.requiredScorers, nameBlind: body.nameBlind, updatedBy: request.user.sub });
      await recordAudit(tx, actor, { action: 'job.scorecard_set', subjectType: 'Job', subjectId: job.id, jobId: job.id, detail: { requiredScorers: body.requiredScorers, nameBlind: body.nameBlind } });
    });
    return this.answer(request, job);
  }
}
