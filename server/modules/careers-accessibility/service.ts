import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import * as paths from '../../../common/paths.js';
import { feedbackAcknowledgementMail, feedbackContactMail } from './emails.js';
import { insertFeedback, listFeedback, markHandled } from './repo.js';
import type { AccessibilityFeedbackInput, AccessibilityFeedbackQuery } from './schemas.js';

/** The accessibility statement's feedback: stored, mailed to the contact, acknowledged; listed and handled by staff. */
export class AccessibilityFeedbackService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  /** Stores the message and queues both e-mails in the same transaction: neither exists without the other. */
  async send(input: AccessibilityFeedbackInput) {
    if (input.contactPreference === 'phone' && !input.phone?.trim()) throw refuse('phone_required', 'Give a phone number to be answered by phone.', { field: 'phone' });
    const { contactEmail, replyWorkingDays: days } = this.config.accessibility;
    const { publicUrl } = this.config;
    const receipt = await this.app.db.transaction(async (tx) => {
      const { reference } = await insertFeedback(tx, input);
      const item = { ...input, reference, days, phone: input.phone?.trim() || null, format: input.format?.trim() || null, page: input.page?.trim() || null };
      await this.app.mailer.queue(tx, feedbackContactMail(contactEmail, item, `${publicUrl}${paths.careers.adminAccessibilityFeedback}`));
      await this.app.mailer.queue(tx, feedbackAcknowledgementMail(input, reference, days, `${publicUrl}${paths.careers.accessibility}`));
      return { reference, replyWorkingDays: days };
    });
    this.app.mailer.nudge();
    return receipt;
  }

  /** A page of the feedback; the read is audited (the items hold people's contact details and may hold health information). */
  async list(request: FastifyRequest, query: AccessibilityFeedbackQuery) {
    const answer = await listFeedback(this.app.db, query);
    await recordAudit(this.app.db, await auditActorOf(request), {
      action: 'accessibility_feedback.listed',
      subjectType: 'AccessibilityFeedback',
      detail: { ids: answer.items.map((item) => item.id) },
    });
    return answer;
  }

  /** Marks an item handled (who, when, what was done), audited in the same transaction. */
  async resolve(request: FastifyRequest, id: number, note: string | undefined) {
    const actor = await auditActorOf(request);
    return this.app.db.transaction(async (tx) => {
      const result = await markHandled(tx, id, request.user.sub, note?.trim() || null);
      if (result === 'missing') throw refuse('feedback_not_found', 'No such accessibility feedback.');
      if (result === 'already') throw refuse('feedback_already_handled', 'This feedback was marked handled already.');
      await recordAudit(tx, actor, { action: 'accessibility_feedback.handled', subjectType: 'AccessibilityFeedback', subjectId: id, detail: note?.trim() ? { note: note.trim() } : null });
      return result;
    });
  }
}
