import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import { discrepancies, type ScorecardCriterion } from '../../../common/sift-rules.js';
import { callerOnApplication, notLead, type SiftCaller } from './access.js';
import { aliasOf } from '../../lib/application-alias.js';
import {
  answersOf,
  brokenGlass,
  findForScoring,
  insertModeration,
  insertSubmission,
  labelRows,
  leftToScore,
  moderationsOf,
  queueFigures,
  scorecardOf,
  scoringJobsOf,
  SIFT_STATUSES,
  waitingForModeration,
  type LabelRow,
  type ScorecardRow,
  type SubmissionRow,
} from './repo.js';
import { criteriaOf, DEFAULT_CARD, siftedCriteria } from './scorecard.js';
import { allowListAnswers, identityOf } from './scoring-view.js';
import type { ModerationBody, SubmitScoresBody } from './schemas.js';
import type { ApplicationRow } from './types.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const labelOf = (nameBlind: boolean, closed: boolean, row: LabelRow) => (!nameBlind || closed || row.revealed ? (row.full_name ?? aliasOf(row.id)) : aliasOf(row.id));
const toSubmission = (s: SubmissionRow) => ({ scorerId: s.scorerId, scorerName: s.scorerName, verdict: s.verdict, submittedAt: s.submittedAt.toISOString(), scores: s.entries });
const inSift = (status: string) => (SIFT_STATUSES as readonly string[]).includes(status);

/**
 * Scoring: the panel member's queue, the scoring view, submitting scores (once, final), reading
 * the scores (independence: another scorer's scores only after one's own) and moderation.
 */
export class ScoringService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async queue(request: FastifyRequest) {
    const userId = request.user.sub;
    const jobs = await scoringJobsOf(this.db, userId);
    return {
      jobs: await Promise.all(
        jobs.map(async (j) => {
          const required = j.required_scorers ?? DEFAULT_CARD.requiredScorers;
          const nameBlind = j.name_blind ?? false;
          const closed = j.sift_closed_at !== null;
          const [figures, left, moderate] = await Promise.all([
            queueFigures(this.db, j.job_id, userId, required),
            leftToScore(this.db, j.job_id, userId),
            waitingForModeration(this.db, j.job_id, required),
          ]);
          const item = (row: LabelRow) => ({ applicationId: row.id, label: labelOf(nameBlind, closed, row), submittedAt: iso(row.submitted_at) });
          return {
            jobId: j.job_id,
            reference: j.reference,
            title: j.title,
            nameBlind,
            lead: j.lead,
            requiredScorers: required,
            siftClosedAt: iso(j.sift_closed_at),
            ...figures,
            openModerations: moderate.length,
            toScore: left.map(item),
            toModerate: j.lead ? (await labelRows(this.db, moderate.slice(0, 100))).map(item) : [],
          };
        }),
      ),
    };
  }

  /** The application with its job, scorecard and the caller's part: 404 unless they score, lead or decide it (drafts never). */
  private async load(request: FastifyRequest, applicationId: number) {
    const found = await findForScoring(this.db, applicationId);
    if (!found || found.application.status === 'draft') throw refuse('application_not_found', 'This application does not exist.');
    const { application, job } = found;
    const caller = await callerOnApplication(this.db, request, job, application.id, application.applicantId);
    const card = await scorecardOf(this.db, job.id);
    const criteria = siftedCriteria(criteriaOf(job, card));
    return { application, job, card, criteria, caller };
  }

  async view(request: FastifyRequest, applicationId: number) {
    const { application, job, card, criteria, caller } = await this.load(request, applicationId);
    const answers = await answersOf(this.db, [application.id]);
    const mine = answers.find((a) => a.scorerId === caller.userId);
    const revealed = await this.revealed(card, application);
    const closed = Boolean(card?.siftClosedAt);
    const open = inSift(application.status) && !closed;
    return {
      id: application.id,
      jobId: job.id,
      jobTitle: job.title,
      jobReference: job.reference,
      label: revealed ? identityOf(application).fullName || aliasOf(application.id) : aliasOf(application.id),
      alias: aliasOf(application.id),
      nameBlind: card?.nameBlind ?? false,
      revealed,
      status: application.status,
      submittedAt: application.submittedAt?.toISOString() ?? null,
      answers: allowListAnswers(application),
      identity: revealed ? identityOf(application) : null,
      criteria,
      mySubmission: mine ? toSubmission(mine) : null,
      submissions: answers.length,
      requiredScorers: card?.requiredScorers ?? DEFAULT_CARD.requiredScorers,
      siftClosed: closed,
      canScore: caller.scorer && !mine && open,
      canModerate: caller.lead && open,
    };
  }

  private async revealed(card: ScorecardRow | undefined, application: ApplicationRow) {
    if (!card?.nameBlind || card.siftClosedAt) return true;
    return brokenGlass(this.db, application.id);
  }

  async submit(request: FastifyRequest, applicationId: number, body: SubmitScoresBody) {
    const { application, job, card, criteria, caller } = await this.load(request, applicationId);
    if (!caller.scorer) throw refuse('application_not_found', 'This application does not exist.');
    if (card?.siftClosedAt) throw refuse('sift_closed', 'The sift of this job was closed.');
    if (!inSift(application.status)) throw refuse('not_in_sift', 'This application is not in the sift.');
    const entries = checkedScores(criteria, body.scores);
    const actor = await auditActorOf(request);
    const inserted = await this.db.transaction(async (tx) => {
      const row = await insertSubmission(tx, application.id, caller.userId, body.verdict, entries);
      if (row) await recordAudit(tx, actor, { action: 'sift.scores_submitted', subjectType: 'Application', subjectId: application.id, applicationId: application.id, jobId: job.id, detail: { verdict: body.verdict } });
      return row;
    });
    if (!inserted) throw refuse('scores_already_submitted', 'Your scores for this application were submitted already.');
    return this.scores(request, applicationId);
  }

  /**
   * The scores of an application. Independence, enforced here: a scorer sees the others' scores
   * only once they submitted their own; the lead and recruiters who have not scored it see them
   * once the required number is in (to moderate and close), never before.
   */
  async scores(request: FastifyRequest, applicationId: number) {
    const { application, card, criteria, caller } = await this.load(request, applicationId);
    const required = card?.requiredScorers ?? DEFAULT_CARD.requiredScorers;
    const answers = await answersOf(this.db, [application.id]);
    if (!mayReadScores(caller, answers, required)) {
      throw refuse('scores_hidden', 'Submit your own scores first: the others are shown after that.');
    }
    const [moderation] = await moderationsOf(this.db, [application.id]);
    const gaps = discrepancies(answers, criteria.map((c) => c.key));
    return {
      applicationId: application.id,
      requiredScorers: required,
      submissions: answers.map(toSubmission),
      moderation: {
        needed: answers.length >= required && (gaps.criteria.length > 0 || gaps.verdicts),
        criteria: gaps.criteria,
        verdictsDiffer: gaps.verdicts,
        resolved: moderation
          ? {
              agreedScores: moderation.moderation.agreedScores,
              verdict: moderation.moderation.verdict,
              reason: moderation.moderation.reason,
              moderatorName: moderation.moderatorName,
              moderatedAt: moderation.moderation.moderatedAt.toISOString(),
            }
          : null,
      },
    };
  }

  /** The lead's agreed scores (for every criterion that differs), verdict and reason: once per application. */
  async moderate(request: FastifyRequest, applicationId: number, body: ModerationBody) {
    const { application, job, card, criteria, caller } = await this.load(request, applicationId);
    if (!caller.lead) throw notLead();
    if (card?.siftClosedAt) throw refuse('sift_closed', 'The sift of this job was closed.');
    if (!inSift(application.status)) throw refuse('not_in_sift', 'This application is not in the sift.');
    const required = card?.requiredScorers ?? DEFAULT_CARD.requiredScorers;
    const answers = await answersOf(this.db, [application.id]);
    const gaps = discrepancies(answers, criteria.map((c) => c.key));
    if (answers.length < required || (!gaps.criteria.length && !gaps.verdicts)) throw refuse('moderation_not_needed', 'There is nothing to moderate for this application.');
    const agreed: Record<string, number> = {};
    body.scores.forEach((s, i) => {
      if (!gaps.criteria.includes(s.criterionKey)) throw refuse('unknown_criterion', `${s.criterionKey} is not a criterion whose scores differ.`, { field: `scores.${i}.criterionKey` });
      if (s.criterionKey in agreed) throw refuse('duplicate_criterion', `${s.criterionKey} is listed twice.`, { field: `scores.${i}.criterionKey` });
      agreed[s.criterionKey] = s.score;
    });
    if (gaps.criteria.some((key) => !(key in agreed))) throw refuse('moderation_incomplete', 'Agree a score for every criterion whose scores differ.', { field: 'scores' });
    const reason = body.reason.trim();
    if (!reason) throw refuse('moderation_incomplete', 'Give the reason for the agreed scores.', { field: 'reason' });
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertModeration(tx, { applicationId: application.id, agreedScores: agreed, verdict: body.verdict, reason, moderatorId: caller.userId });
      if (inserted) await recordAudit(tx, actor, { action: 'sift.moderated', subjectType: 'Application', subjectId: application.id, applicationId: application.id, jobId: job.id, detail: { agreed, verdict: body.verdict } });
      return inserted;
    });
    if (!row) throw refuse('already_moderated', 'This application was moderated already.');
    return this.scores(request, applicationId);
  }
}

function mayReadScores(caller: SiftCaller, answers: SubmissionRow[], required: number) {
  if (answers.some((a) => a.scorerId === caller.userId)) return true;
  return (caller.lead || caller.decider) && answers.length >= required;
}

/** Exactly one score with evidence for every criterion scored at the sift (or, for interviews, at interview). */
export function checkedScores(criteria: Pick<ScorecardCriterion, 'key'>[], scores: SubmitScoresBody['scores']) {
  const keys = new Set(criteria.map((c) => c.key));
  const seen = new Set<string>();
  const entries = scores.map((s, i) => {
    if (!keys.has(s.criterionKey)) throw refuse('unknown_criterion', `${s.criterionKey} is not scored here.`, { field: `scores.${i}.criterionKey` });
    if (seen.has(s.criterionKey)) throw refuse('duplicate_criterion', `${s.criterionKey} is listed twice.`, { field: `scores.${i}.criterionKey` });
    seen.add(s.criterionKey);
    const evidence = s.evidence.trim();
    if (!evidence) throw refuse('scores_incomplete', 'Write the evidence for each score.', { field: `scores.${i}.evidence` });
    return { criterionKey: s.criterionKey, score: s.score, evidence };
  });
  if (seen.size !== keys.size) throw refuse('scores_incomplete', 'Score every criterion of the scorecard.', { field: 'scores' });
  return entries;
}
