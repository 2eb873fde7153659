import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as paths from '../../../common/paths.js';
import type { Locale } from '../../../common/locales.js';
import { OPEN_REFERENCE_STATUSES } from '../../../common/reference-rules.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { referenceRequests } from '../../db/schema.js';
import { inLocale, linkMail, type LinkMailText } from '../../lib/mail-text.js';
import { applicantNameOf } from './links.js';
import { applicationContext } from './repo.js';
import { revokeTokens } from './tokens.js';

const NO_LONGER_NEEDED: Record<Locale, LinkMailText> = {
  en: { subject: 'Reference no longer needed', body: 'Thank you for agreeing to help. The reference for {applicant} ({job}) is no longer needed: the link we sent you no longer works, and there is nothing more to do.', action: 'Our careers site', footer: 'You receive this message because you were asked for a reference.' },
  fr: { subject: 'Référence plus nécessaire', body: 'Merci d’avoir accepté de nous aider. La référence pour {applicant} ({job}) n’est plus nécessaire : le lien que nous vous avons envoyé ne fonctionne plus et vous n’avez rien d’autre à faire.', action: 'Notre site carrières', footer: 'Vous recevez ce message parce qu’une référence vous a été demandée.' },
  de: { subject: 'Referenz nicht mehr benötigt', body: 'Vielen Dank für Ihre Bereitschaft zu helfen. Die Referenz für {applicant} ({job}) wird nicht mehr benötigt: Der Link, den wir Ihnen geschickt haben, funktioniert nicht mehr, und Sie müssen nichts weiter tun.', action: 'Unsere Karriereseite', footer: 'Sie erhalten diese Nachricht, weil Sie um eine Referenz gebeten wurden.' },
  pt: { subject: 'Referência já não é necessária', body: 'Obrigado por ter aceitado ajudar. A referência para {applicant} ({job}) já não é necessária: a ligação que lhe enviámos deixou de funcionar e não tem de fazer mais nada.', action: 'O nosso site de carreiras', footer: 'Recebe esta mensagem porque lhe foi pedida uma referência.' },
};

/**
 * Closes the application's open reference requests, "no longer needed" (the offer was withdrawn or
 * the application ended): each becomes cancelled, its links stop working, and its referee is told in
 * the request's language. Runs in the transaction that ends the application.
 */
export async function closeOpenReferences({ app, config, tx }: { app: FastifyInstance; config: AppConfig; tx: Database }, applicationId: number): Promise<void> {
  const closed = await tx
    .update(referenceRequests)
    .set({ status: 'cancelled', closedAt: sql`now()` })
    .where(and(eq(referenceRequests.applicationId, applicationId), inArray(referenceRequests.status, [...OPEN_REFERENCE_STATUSES])))
    .returning();
  if (!closed.length) return;
  await revokeTokens(tx, closed.map((r) => r.id));
  const ctx = await applicationContext(tx, applicationId);
  const values: Record<string, string> = { applicant: ctx ? applicantNameOf(ctx) : '', job: ctx?.jobTitle ?? '' };
  for (const row of closed) {
    if (!row.refereeEmail) continue;
    const text = inLocale(NO_LONGER_NEEDED, row.locale);
    const body = text.body.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
    await app.mailer.queue(tx, linkMail({ ...text, body }, 'reference-no-longer-needed', row.locale, row.refereeEmail, row.referee?.name ?? '', `${config.publicUrl}${paths.careers.home}`));
  }
}
