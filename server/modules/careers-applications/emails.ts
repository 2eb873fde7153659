import { inLocale, linkMail } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';
import type { ApplicationStatus } from '../../../common/application-status.js';
import { APPLICANT_STATUS_TEXT } from '../../lib/application-status-text.js';

/** The application e-mails in the recipient's language (en, fr, de, pt). */
const footer: Record<Locale, string> = {
  en: 'You can follow your application at any time on the careers portal.',
  fr: 'Vous pouvez suivre votre candidature à tout moment sur le portail carrières.',
  de: 'Sie können Ihre Bewerbung jederzeit im Karriereportal verfolgen.',
  pt: 'Pode acompanhar a sua candidatura a qualquer momento no portal de carreiras.',
};
const action: Record<Locale, string> = { en: 'View my application', fr: 'Voir ma candidature', de: 'Meine Bewerbung ansehen', pt: 'Ver a minha candidatura' };

interface JobRef {
  title: string;
  reference: string;
}

export function receivedMail(locale: string, to: string, name: string, job: JobRef, link: string) {
  const subject = inLocale({ en: 'Application received', fr: 'Candidature reçue', de: 'Bewerbung eingegangen', pt: 'Candidatura recebida' }, locale);
  const body = inLocale<(j: JobRef) => string>(
    {
      en: (j) => `We have received your application for ${j.title} (${j.reference}). Its status is now "Received"; we will e-mail you when it changes.`,
      fr: (j) => `Nous avons bien reçu votre candidature au poste ${j.title} (${j.reference}). Son statut est « Reçue » ; nous vous écrirons quand il changera.`,
      de: (j) => `Wir haben Ihre Bewerbung für ${j.title} (${j.reference}) erhalten. Ihr Status ist jetzt „Eingegangen“; wir schreiben Ihnen, sobald er sich ändert.`,
      pt: (j) => `Recebemos a sua candidatura para ${j.title} (${j.reference}). O estado é agora "Recebida"; enviaremos um e-mail quando mudar.`,
    },
    locale,
  )(job);
  return linkMail(
    { subject: `${subject}: ${job.reference}`, body, action: inLocale(action, locale), footer: inLocale(footer, locale) },
    'application-received',
    locale,
    to,
    name,
    link,
  );
}

export function statusChangedMail(locale: string, to: string, name: string, job: JobRef, status: ApplicationStatus, link: string, note?: string | null) {
  const label = inLocale(APPLICANT_STATUS_TEXT, locale)[status];
  const subject = inLocale({ en: 'Your application', fr: 'Votre candidature', de: 'Ihre Bewerbung', pt: 'A sua candidatura' }, locale);
  const body = inLocale<(j: JobRef) => string>(
    {
      en: (j) => `The status of your application for ${j.title} (${j.reference}) is now: ${label}.`,
      fr: (j) => `Le statut de votre candidature au poste ${j.title} (${j.reference}) est désormais : ${label}.`,
      de: (j) => `Der Status Ihrer Bewerbung für ${j.title} (${j.reference}) ist jetzt: ${label}.`,
      pt: (j) => `O estado da sua candidatura para ${j.title} (${j.reference}) é agora: ${label}.`,
    },
    locale,
  )(job);
  return linkMail(
    { subject: `${subject}: ${job.reference} - ${label}`, body: note ? `${body}\n\n${note}` : body, action: inLocale(action, locale), footer: inLocale(footer, locale) },
    'application-status',
    locale,
    to,
    name,
    link,
  );
}

export function newApplicationMail(locale: string, to: string, name: string, job: JobRef, applicant: string, link: string) {
  const t = inLocale(
    {
      en: { subject: 'New application', body: `${applicant} has applied for ${job.title} (${job.reference}).`, action: 'Review the application', footer: 'You receive this message as a careers administrator.' },
      fr: { subject: 'Nouvelle candidature', body: `${applicant} a postulé au poste ${job.title} (${job.reference}).`, action: 'Examiner la candidature', footer: 'Vous recevez ce message en tant qu’administrateur du portail carrières.' },
      de: { subject: 'Neue Bewerbung', body: `${applicant} hat sich auf ${job.title} (${job.reference}) beworben.`, action: 'Bewerbung prüfen', footer: 'Sie erhalten diese Nachricht als Administrator des Karriereportals.' },
      pt: { subject: 'Nova candidatura', body: `${applicant} candidatou-se a ${job.title} (${job.reference}).`, action: 'Analisar a candidatura', footer: 'Recebe esta mensagem como administrador do portal de carreiras.' },
    },
    locale,
  );
  return linkMail({ ...t, subject: `${t.subject}: ${job.reference}` }, 'application-new', locale, to, name, link);
}
