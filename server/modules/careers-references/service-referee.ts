import type { FastifyInstance } from 'fastify';
import * as paths from '../../../common/paths.js';
import { QUESTIONNAIRE_VERSION } from '../../../common/reference-rules.js';
import type { Locale } from '../../../common/locales.js';
import type { AppConfig } from '../../config.js';
import { refuse } from '../../lib/refusals.js';
import type { AnswerCipher } from './crypto.js';
import { applicantNameOf, mailApplicant } from './links.js';
import { mailReferenceReceived } from './notices.js';
import { missingAnswers, onlyAskedQuestions, questionList } from './questionnaire.js';
import { applicationContext, requestById, updateOpen } from './repo.js';
import type { ReferenceAnswers } from './schemas.js';
import { requestIdOfToken } from './tokens.js';
import { isOpen } from './views.js';

/** Applications that ended: their open requests' links lead nowhere. */
const ENDED = ['rejected', 'withdrawn'];

const invalidLink = () => refuse('reference_link_invalid', 'This link does not work: it may have expired or be no longer needed.');
const closed = () => refuse('reference_closed', 'This reference was submitted or declined already.');

/**
 * The referee's side, by the e-mailed link's token (no account). Reading changes nothing (mail
 * scanners open every link); saving, declining and submitting are deliberate answers. An unknown,
 * expired, revoked, cancelled or ended request's link gets one and the same answer.
 */
export class RefereeReferences {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
    private readonly cipher: () => AnswerCipher,
  ) {}

  private async load(token: string) {
    const id = await requestIdOfToken(this.app.db, token);
    const row = id === undefined ? undefined : await requestById(this.app.db, id);
    const ctx = row && (await applicationContext(this.app.db, row.applicationId));
    if (!row || !ctx || ['cancelled', 'received_elsewhere'].includes(row.status) || (isOpen(row.status) && ENDED.includes(ctx.status))) throw invalidLink();
    return { row, ctx };
  }

  async get(token: string) {
    const { row, ctx } = await this.load(token);
    const state = row.status === 'submitted' ? 'submitted' : row.status === 'declined' ? 'declined' : 'open';
    return {
      state: state as 'open' | 'submitted' | 'declined',
      applicantName: applicantNameOf(ctx),
      jobTitle: ctx.jobTitle,
      jobUrl: `${this.config.publicUrl}${paths.to(paths.careers.job, ctx.jobSlug)}`,
      refereeName: row.referee?.name ?? '',
      stage: row.stage,
      questionnaireVersion: row.questionnaireVersion ?? QUESTIONNAIRE_VERSION,
      locale: row.locale as Locale,
      questions: questionList(row.stage),
      draft: state === 'open' && row.answers ? this.cipher().open<ReferenceAnswers>(row.answers) : null,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async saveDraft(token: string, answers: ReferenceAnswers) {
    const { row } = await this.load(token);
    onlyAskedQuestions(row.stage, answers);
    const done = await updateOpen(this.app.db, row.id, { status: 'in_progress', answers: this.cipher().seal(answers) });
    if (!done) throw closed();
    return this.get(token);
  }

  async submit(token: string, answers: ReferenceAnswers) {
    const { row, ctx } = await this.load(token);
    if (!isOpen(row.status)) throw closed();
    onlyAskedQuestions(row.stage, answers);
    const problems = missingAnswers(row.stage, answers);
    if (problems.length) throw refuse('answers_incomplete', 'Some required answers are missing.', { field: problems[0]!.field, problems });
    const done = await this.app.db.transaction(async (tx) => {
      const submitted = await updateOpen(tx, row.id, { status: 'submitted', answers: this.cipher().seal(answers), submittedAt: new Date(), closedAt: new Date() });
      if (submitted) await mailReferenceReceived(this.app, this.config, tx, submitted, ctx);
      return submitted;
    });
    if (!done) throw closed();
    this.app.mailer.nudge();
    return this.get(token);
  }

  async decline(token: string, reason: string | undefined) {
    const { row, ctx } = await this.load(token);
    if (!isOpen(row.status)) throw closed();
    const done = await this.app.db.transaction(async (tx) => {
      const declined = await updateOpen(tx, row.id, {
        status: 'declined',
        answers: null,
        declinedAt: new Date(),
        closedAt: new Date(),
        declinedReason: reason?.trim() ? this.cipher().seal(reason.trim()) : null,
      });
      if (declined) await mailApplicant(this.app, this.config, tx, declined, ctx, 'declined');
      return declined;
    });
    if (!done) throw closed();
    this.app.mailer.nudge();
    return this.get(token);
  }
}
