import { inLocale, linkMail } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';
import { spellInstant } from '../../../common/interview-time.js';

/** The interview e-mails to applicants, in their language (en, fr, de, pt); times spelled out in the hospital's zone. */

interface InterviewRef {
  round: string;
  title: string;
  reference: string;
}

const footer: Record<Locale, string> = {
  en: 'You can book, move or cancel your interview on the careers portal until the minimum notice before it.',
  fr: 'Vous pouvez réserver, déplacer ou annuler votre entretien sur le portail carrières jusqu’au délai de prévenance.',
  de: 'Sie können Ihr Gespräch bis zur Mindestvorlaufzeit im Karriereportal buchen, verschieben oder absagen.',
  pt: 'Pode marcar, alterar ou cancelar a sua entrevista no portal de carreiras até ao pré-aviso mínimo.',
};
const action: Record<Locale, string> = { en: 'Choose my interview time', fr: 'Choisir l’heure de mon entretien', de: 'Gesprächstermin wählen', pt: 'Escolher a hora da entrevista' };
const see: Record<Locale, string> = { en: 'See my interview', fr: 'Voir mon entretien', de: 'Mein Gespräch ansehen', pt: 'Ver a minha entrevista' };

export function invitationMail(locale: string, to: string, name: string, ref: InterviewRef, bookBy: Date, timeZone: string, link: string) {
  const deadline = spellInstant(bookBy, locale, timeZone);
  const t = inLocale(
    {
      en: { subject: 'Interview invitation', body: `You are invited to the ${ref.round} for ${ref.title} (${ref.reference}). Please choose your time on the portal by ${deadline}.` },
      fr: { subject: 'Invitation à un entretien', body: `Vous êtes invité·e à l’étape « ${ref.round} » pour le poste ${ref.title} (${ref.reference}). Choisissez votre horaire sur le portail avant le ${deadline}.` },
      de: { subject: 'Einladung zum Gespräch', body: `Sie sind zu „${ref.round}“ für ${ref.title} (${ref.reference}) eingeladen. Bitte wählen Sie Ihren Termin im Portal bis ${deadline}.` },
      pt: { subject: 'Convite para entrevista', body: `Está convidado(a) para "${ref.round}" para ${ref.title} (${ref.reference}). Escolha a sua hora no portal até ${deadline}.` },
    },
    locale,
  );
  return linkMail({ subject: `${t.subject}: ${ref.reference}`, body: t.body, action: inLocale(action, locale), footer: inLocale(footer, locale) }, 'interview-invitation', locale, to, name, link);
}

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';

/** The applicant's confirmation of a booking, a move or a cancellation. */
export function bookingMail(locale: string, to: string, name: string, ref: InterviewRef, change: BookingChange, startsAt: Date, timeZone: string, link: string) {
  const when = spellInstant(startsAt, locale, timeZone);
  const what = `${ref.round}, ${ref.title} (${ref.reference})`;
  const texts: Record<Locale, Record<BookingChange, { subject: string; body: string }>> = {
    en: {
      booked: { subject: 'Interview booked', body: `Your interview (${what}) is booked for ${when}.` },
      rescheduled: { subject: 'Interview moved', body: `Your interview (${what}) has moved to ${when}.` },
      cancelled: { subject: 'Interview cancelled', body: `Your interview (${what}) on ${when} is cancelled.` },
    },
    fr: {
      booked: { subject: 'Entretien réservé', body: `Votre entretien (${what}) est réservé pour le ${when}.` },
      rescheduled: { subject: 'Entretien déplacé', body: `Votre entretien (${what}) est déplacé au ${when}.` },
      cancelled: { subject: 'Entretien annulé', body: `Votre entretien (${what}) du ${when} est annulé.` },
    },
    de: {
      booked: { subject: 'Gespräch gebucht', body: `Ihr Gespräch (${what}) ist gebucht für ${when}.` },
      rescheduled: { subject: 'Gespräch verschoben', body: `Ihr Gespräch (${what}) wurde verschoben auf ${when}.` },
      cancelled: { subject: 'Gespräch abgesagt', body: `Ihr Gespräch (${what}) am ${when} ist abgesagt.` },
    },
    pt: {
      booked: { subject: 'Entrevista marcada', body: `A sua entrevista (${what}) está marcada para ${when}.` },
      rescheduled: { subject: 'Entrevista alterada', body: `A sua entrevista (${what}) passou para ${when}.` },
      cancelled: { subject: 'Entrevista cancelada', body: `A sua entrevista (${what}) de ${when} foi cancelada.` },
    },
  };
  const t = inLocale(texts, locale)[change];
  return linkMail({ subject: `${t.subject}: ${ref.reference}`, body: t.body, action: inLocale(see, locale), footer: inLocale(footer, locale) }, `interview-${change}`, locale, to, name, link);
}

/** A panel member's notice of a booking, a move or a cancellation (the candidate as they may see them: the alias on a name-blind job). */
export function panelMail(locale: string, to: string, name: string, ref: InterviewRef, candidate: string, change: BookingChange, startsAt: Date, timeZone: string, link: string) {
  const when = spellInstant(startsAt, locale, timeZone);
  const what = `${ref.round}, ${ref.title} (${ref.reference})`;
  const texts: Record<Locale, { subject: string; body: Record<BookingChange, string>; action: string; footer: string }> = {
    en: {
      subject: 'Interview',
      body: { booked: `${candidate} booked ${what} for ${when}.`, rescheduled: `${candidate} moved ${what} to ${when}.`, cancelled: `${candidate} cancelled ${what} of ${when}.` },
      action: 'Open the interviews',
      footer: 'You receive this message as a member of the interview panel.',
    },
    fr: {
      subject: 'Entretien',
      body: { booked: `${candidate} a réservé ${what} pour le ${when}.`, rescheduled: `${candidate} a déplacé ${what} au ${when}.`, cancelled: `${candidate} a annulé ${what} du ${when}.` },
      action: 'Ouvrir les entretiens',
      footer: 'Vous recevez ce message en tant que membre du jury d’entretien.',
    },
    de: {
      subject: 'Gespräch',
      body: { booked: `${candidate} hat ${what} für ${when} gebucht.`, rescheduled: `${candidate} hat ${what} auf ${when} verschoben.`, cancelled: `${candidate} hat ${what} am ${when} abgesagt.` },
      action: 'Gespräche öffnen',
      footer: 'Sie erhalten diese Nachricht als Mitglied der Auswahlkommission.',
    },
    pt: {
      subject: 'Entrevista',
      body: { booked: `${candidate} marcou ${what} para ${when}.`, rescheduled: `${candidate} alterou ${what} para ${when}.`, cancelled: `${candidate} cancelou ${what} de ${when}.` },
      action: 'Abrir as entrevistas',
      footer: 'Recebe esta mensagem como membro do júri de entrevista.',
    },
  };
  const t = inLocale(texts, locale);
  return linkMail({ subject: `${t.subject}: ${ref.reference} - ${candidate}`, body: t.body[change], action: t.action, footer: t.footer }, `interview-panel-${change}`, locale, to, name, link);
}

/** The reminder the day before, to the applicant and each panel member alike. */
export function reminderMail(locale: string, to: string, name: string, ref: InterviewRef, startsAt: Date, timeZone: string, link: string) {
  const when = spellInstant(startsAt, locale, timeZone);
  const what = `${ref.round}, ${ref.title} (${ref.reference})`;
  const t = inLocale(
    {
      en: { subject: 'Interview reminder', body: `A reminder: the interview (${what}) is on ${when}.`, footer: 'You receive this reminder the day before an interview.' },
      fr: { subject: 'Rappel d’entretien', body: `Pour rappel : l’entretien (${what}) a lieu le ${when}.`, footer: 'Vous recevez ce rappel la veille d’un entretien.' },
      de: { subject: 'Erinnerung an das Gespräch', body: `Zur Erinnerung: Das Gespräch (${what}) findet am ${when} statt.`, footer: 'Sie erhalten diese Erinnerung am Tag vor einem Gespräch.' },
      pt: { subject: 'Lembrete de entrevista', body: `Lembrete: a entrevista (${what}) é em ${when}.`, footer: 'Recebe este lembrete na véspera de uma entrevista.' },
    },
    locale,
  );
  return linkMail({ subject: `${t.subject}: ${ref.reference}`, body: t.body, action: inLocale(see, locale), footer: t.footer }, 'interview-reminder', locale, to, name, link);
}
