import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicationEvents, applications, offerChecks, offers, users } from '../../db/schema.js';
import { listCheckTypeRows } from './repo.js';
import { addDays } from './offer-parts.js';
import { today } from './views.js';

/**
 * Demo data: one accepted offer (an application at interview moved to offer), its checks requested
 * with identity met, so hr@demo.com sees a checklist and oh@demo.com a health check in the queue.
 * Once: nothing when any offer exists.
 */
export async function seedDemoOffer(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: offers.id }).from(offers).limit(1);
  if (any) return false;
  const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@demo.com'));
  const [target] = await db
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.status, 'interview'), isNotNull(applications.applicantId)))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!hr || !target) return false;
  const types = (await listCheckTypeRows(db)).filter((t) => t.active);
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .insert(offers)
      .values({
        applicationId: target.id,
        jobId: target.jobId,
        status: 'accepted',
        terms: { grade: 'Band 6', salary: null, band: '6', point: '2', hoursPerWeek: 37.5, workingPattern: 'Days, Monday to Friday', contractType: 'permanent', site: 'Main Campus', proposedStart: addDays(today(), 45) },
        respondBy: addDays(today(), 7),
        createdBy: hr.id,
        sentAt: new Date(),
        acceptedAt: new Date(),
      })
      .returning();
    await tx.insert(offerChecks).values(
      types.map((t) => ({ applicationId: target.id, offerId: offer!.id, checkTypeKey: t.key, owner: t.owner, status: t.key === 'identity' ? ('met' as const) : ('requested' as const), dueOn: addDays(today(), 30) })),
    );
    await tx.update(applications).set({ status: 'offer', version: sql`${applications.version} + 1`, updatedAt: new Date() }).where(eq(applications.id, target.id));
    await tx.insert(applicationEvents).values({ applicationId: target.id, actorId: hr.id, actorRole: 'admin', fromStatus: 'interview', toStatus: 'offer', visibleToApplicant: true, notified: true });
    return true;
  });
}
