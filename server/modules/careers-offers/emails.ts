import { inLocale, linkMail } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';

/** The offer e-mails, in the recipient's language (en, fr, de, pt). */

interface JobRef {
  title: string;
  reference: string;
}
type Text = { subject: string; body: (job: JobRef, detail: string) => string };
type Kind = 'offer-sent' | 'offer-withdrawn' | 'offer-unconditional' | 'offer-reminder' | 'offer-expired' | 'check-expiring' | 'offer-accepted' | 'offer-declined';

const TEXTS: Record<Kind, Record<Locale, Text>> = {
  'offer-sent': {
    en: { subject: 'Your conditional offer', body: (j, d) => `We are pleased to offer you the post of ${j.title} (${j.reference}), subject to pre-employment checks. Please answer by ${d}. Do not resign from your current post until you receive the unconditional offer.` },
    fr: { subject: 'Votre offre conditionnelle', body: (j, d) => `Nous avons le plaisir de vous proposer le poste ${j.title} (${j.reference}), sous réserve des vérifications préalables à l’embauche. Merci de répondre avant le ${d}. Ne démissionnez pas avant d’avoir reçu l’offre définitive.` },
    de: { subject: 'Ihr bedingtes Angebot', body: (j, d) => `Wir freuen uns, Ihnen die Stelle ${j.title} (${j.reference}) vorbehaltlich der Einstellungsprüfungen anzubieten. Bitte antworten Sie bis zum ${d}. Kündigen Sie Ihre jetzige Stelle erst, wenn Sie das unbedingte Angebot erhalten haben.` },
    pt: { subject: 'A sua oferta condicional', body: (j, d) => `Temos o prazer de lhe oferecer o lugar de ${j.title} (${j.reference}), sujeito às verificações prévias à contratação. Responda até ${d}. Não se demita do seu emprego atual antes de receber a oferta definitiva.` },
  },
  'offer-withdrawn': {
    en: { subject: 'Your offer was withdrawn', body: (j, d) => `We are sorry: the offer for ${j.title} (${j.reference}) has been withdrawn. Reason: ${d}` },
    fr: { subject: 'Votre offre a été retirée', body: (j, d) => `Nous sommes désolés : l’offre pour le poste ${j.title} (${j.reference}) a été retirée. Motif : ${d}` },
    de: { subject: 'Ihr Angebot wurde zurückgezogen', body: (j, d) => `Es tut uns leid: Das Angebot für ${j.title} (${j.reference}) wurde zurückgezogen. Grund: ${d}` },
    pt: { subject: 'A sua oferta foi retirada', body: (j, d) => `Lamentamos: a oferta para ${j.title} (${j.reference}) foi retirada. Motivo: ${d}` },
  },
  'offer-unconditional': {
    en: { subject: 'Your unconditional offer', body: (j, d) => `Every pre-employment check for ${j.title} (${j.reference}) is complete: your offer is now unconditional. Your start date is ${d}.` },
    fr: { subject: 'Votre offre définitive', body: (j, d) => `Toutes les vérifications préalables pour le poste ${j.title} (${j.reference}) sont terminées : votre offre est désormais définitive. Votre date de début est le ${d}.` },
    de: { subject: 'Ihr unbedingtes Angebot', body: (j, d) => `Alle Einstellungsprüfungen für ${j.title} (${j.reference}) sind abgeschlossen: Ihr Angebot ist jetzt unbedingt. Ihr erster Arbeitstag ist der ${d}.` },
    pt: { subject: 'A sua oferta definitiva', body: (j, d) => `Todas as verificações prévias para ${j.title} (${j.reference}) estão concluídas: a sua oferta é agora definitiva. A sua data de início é ${d}.` },
  },
  'offer-reminder': {
    en: { subject: 'Reminder: your offer', body: (j, d) => `Your offer for ${j.title} (${j.reference}) waits for your answer. Please accept or decline it by ${d}.` },
    fr: { subject: 'Rappel : votre offre', body: (j, d) => `Votre offre pour le poste ${j.title} (${j.reference}) attend votre réponse. Merci de l’accepter ou de la refuser avant le ${d}.` },
    de: { subject: 'Erinnerung: Ihr Angebot', body: (j, d) => `Ihr Angebot für ${j.title} (${j.reference}) wartet auf Ihre Antwort. Bitte nehmen Sie es bis zum ${d} an oder lehnen Sie es ab.` },
    pt: { subject: 'Lembrete: a sua oferta', body: (j, d) => `A sua oferta para ${j.title} (${j.reference}) aguarda resposta. Aceite-a ou recuse-a até ${d}.` },
  },
  'offer-expired': {
    en: { subject: 'An offer expired unanswered', body: (j, d) => `The offer to ${d} for ${j.title} (${j.reference}) passed its respond-by date without an answer and has expired.` },
    fr: { subject: 'Une offre a expiré sans réponse', body: (j, d) => `L’offre faite à ${d} pour le poste ${j.title} (${j.reference}) a dépassé sa date limite sans réponse et a expiré.` },
    de: { subject: 'Ein Angebot ist unbeantwortet abgelaufen', body: (j, d) => `Das Angebot an ${d} für ${j.title} (${j.reference}) ist ohne Antwort über die Frist hinaus abgelaufen.` },
    pt: { subject: 'Uma oferta expirou sem resposta', body: (j, d) => `A oferta a ${d} para ${j.title} (${j.reference}) passou a data limite sem resposta e expirou.` },
  },
  'check-expiring': {
    en: { subject: 'A pre-employment check expires soon', body: (j, d) => `A check of ${d} for ${j.title} (${j.reference}) expires soon: ask for new evidence before that date.` },
    fr: { subject: 'Une vérification préalable expire bientôt', body: (j, d) => `Une vérification de ${d} pour le poste ${j.title} (${j.reference}) expire bientôt : demandez un nouveau justificatif avant cette date.` },
    de: { subject: 'Eine Einstellungsprüfung läuft bald ab', body: (j, d) => `Eine Prüfung von ${d} für ${j.title} (${j.reference}) läuft bald ab: Fordern Sie vor diesem Datum einen neuen Nachweis an.` },
    pt: { subject: 'Uma verificação prévia expira em breve', body: (j, d) => `Uma verificação de ${d} para ${j.title} (${j.reference}) expira em breve: peça um novo comprovativo antes dessa data.` },
  },
  'offer-accepted': {
    en: { subject: 'An offer was accepted', body: (j, d) => `${d} accepted the offer for ${j.title} (${j.reference}). The pre-employment checks can start.` },
    fr: { subject: 'Une offre a été acceptée', body: (j, d) => `${d} a accepté l’offre pour le poste ${j.title} (${j.reference}). Les vérifications préalables à l’embauche peuvent commencer.` },
    de: { subject: 'Ein Angebot wurde angenommen', body: (j, d) => `${d} hat das Angebot für ${j.title} (${j.reference}) angenommen. Die Einstellungsprüfungen können beginnen.` },
    pt: { subject: 'Uma oferta foi aceite', body: (j, d) => `${d} aceitou a oferta para ${j.title} (${j.reference}). As verificações prévias à contratação podem começar.` },
  },
  'offer-declined': {
    en: { subject: 'An offer was declined', body: (j, d) => `${d} declined the offer for ${j.title} (${j.reference}); the application is withdrawn.` },
    fr: { subject: 'Une offre a été refusée', body: (j, d) => `${d} a refusé l’offre pour le poste ${j.title} (${j.reference}) ; la candidature est retirée.` },
    de: { subject: 'Ein Angebot wurde abgelehnt', body: (j, d) => `${d} hat das Angebot für ${j.title} (${j.reference}) abgelehnt; die Bewerbung ist zurückgezogen.` },
    pt: { subject: 'Uma oferta foi recusada', body: (j, d) => `${d} recusou a oferta para ${j.title} (${j.reference}); a candidatura foi retirada.` },
  },
};

const ACTION: Record<Locale, string> = { en: 'View the offer', fr: 'Voir l’offre', de: 'Angebot ansehen', pt: 'Ver a oferta' };
const FOOTER: Record<Locale, string> = {
  en: 'You receive this message about an offer on the careers portal.',
  fr: 'Vous recevez ce message au sujet d’une offre sur le portail carrières.',
  de: 'Sie erhalten diese Nachricht zu einem Angebot im Karriereportal.',
  pt: 'Recebe esta mensagem sobre uma oferta no portal de carreiras.',
};

export interface Recipient {
  locale: string;
  email: string;
  fullName: string;
}

/** One offer e-mail of `kind` to `to`; `detail` is the date, reason or name the text needs. */
export function offerMail(kind: Kind, to: Recipient, job: JobRef, detail: string, link: string) {
  const text = inLocale(TEXTS[kind], to.locale);
  return linkMail(
    { subject: `${text.subject}: ${job.reference}`, body: text.body(job, detail), action: inLocale(ACTION, to.locale), footer: inLocale(FOOTER, to.locale) },
    kind,
    to.locale,
    to.email,
    to.fullName,
    link,
  );
}
