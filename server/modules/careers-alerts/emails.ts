import { inLocale, linkMail, type LaidOutMail, type LinkMailText } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';
import { dateLocale } from '../../../common/date-locale.js';
import type { AlertFrequency } from '../../db/schema.js';
import type { PublicJobSummary } from '../careers-jobs/index.js';
import { careersName } from '../../../common/careers-names.js';

/** The alerts' e-mails, in the alert's language: the digest (plain text and HTML, no images) and a visitor's confirmation. */

interface DigestText {
  /** The subject's count: `{count, plural, one {# new job} other {# new jobs}}`, by the language's plural rules. */
  count: Record<'one' | 'other', string>;
  intro: string;
  seeAll: string;
  closes: string;
  why: string;
  manage: string;
  useful: string;
  frequency: Record<AlertFrequency, string>;
}

const DIGEST: Record<Locale, DigestText> = {
  en: {
    count: { one: '# new job', other: '# new jobs' },
    intro: 'New jobs matching your alert "{name}":',
    seeAll: 'See all {total} jobs of this search',
    closes: 'closes {date}',
    why: 'You receive this e-mail because {email} subscribed to the job alert "{name}" ({frequency}) on the careers portal.',
    manage: 'Change the search or frequency, pause or unsubscribe',
    useful: 'Was this e-mail useful? Tell us on the same page.',
    frequency: { daily: 'daily', weekly: 'weekly' },
  },
  fr: {
    count: { one: '# nouvelle offre', other: '# nouvelles offres' },
    intro: 'Nouvelles offres correspondant à votre alerte « {name} » :',
    seeAll: 'Voir les {total} offres de cette recherche',
    closes: 'clôture le {date}',
    why: 'Vous recevez cet e-mail parce que {email} s’est abonné à l’alerte emploi « {name} » ({frequency}) sur le portail carrières.',
    manage: 'Modifier la recherche ou la fréquence, suspendre ou se désabonner',
    useful: 'Cet e-mail vous a-t-il été utile ? Dites-le-nous sur la même page.',
    frequency: { daily: 'quotidienne', weekly: 'hebdomadaire' },
  },
  de: {
    count: { one: '# neue Stelle', other: '# neue Stellen' },
    intro: 'Neue Stellen zu Ihrem Suchauftrag „{name}“:',
    seeAll: 'Alle {total} Stellen dieser Suche ansehen',
    closes: 'Bewerbungsschluss {date}',
    why: 'Sie erhalten diese E-Mail, weil {email} den Suchauftrag „{name}“ ({frequency}) im Karriereportal abonniert hat.',
    manage: 'Suche oder Häufigkeit ändern, pausieren oder abbestellen',
    useful: 'War diese E-Mail nützlich? Sagen Sie es uns auf derselben Seite.',
    frequency: { daily: 'täglich', weekly: 'wöchentlich' },
  },
  pt: {
    count: { one: '# nova vaga', other: '# novas vagas' },
    intro: 'Novas vagas que correspondem ao seu alerta «{name}»:',
    seeAll: 'Ver as {total} vagas desta pesquisa',
    closes: 'candidaturas até {date}',
    why: 'Recebe este e-mail porque {email} subscreveu o alerta de emprego «{name}» ({frequency}) no portal de carreiras.',
    manage: 'Alterar a pesquisa ou a frequência, pausar ou cancelar a subscrição',
    useful: 'Este e-mail foi útil? Diga-nos na mesma página.',
    frequency: { daily: 'diário', weekly: 'semanal' },
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "1 new job", "5 new jobs" (and "0 nouvelle offre" in French, whose singular covers 0 and 1): the language's plural rules. */
export function jobCount(count: number, locale: Locale): string {
  const forms = DIGEST[locale].count;
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', new Intl.NumberFormat(locale).format(count));
}

export interface DigestInput {
  alert: { name: string; email: string; locale: Locale; frequency: AlertFrequency };
  /** The jobs listed (at most 20), newest first. */
  jobs: PublicJobSummary[];
  /** Every new job that matched, listed or not. */
  total: number;
  links: { seeAll: string; manage: string; job: (job: PublicJobSummary) => string };
  timeZone: string;
  /** The deployment's region, whose way English dates are written (REGION). */
  region: string;
  headers: Record<string, string>;
}

/** The digest: what is new for the alert, a "see all" link to the saved search, why it was sent and how to stop it. */
export function digestMail({ alert, jobs, total, links, timeZone, region, headers }: DigestInput): LaidOutMail & { headers: Record<string, string> } {
  const text = DIGEST[alert.locale];
  const date = new Intl.DateTimeFormat(dateLocale(alert.locale, region), { dateStyle: 'long', timeZone });
  const values = { name: alert.name, email: alert.email, total, frequency: text.frequency[alert.frequency] };
  const lines = jobs.map((job) => ({
    title: job.title,
    facts: [job.department, job.location, job.employmentType, job.workingPattern].map((v) => careersName(v, alert.locale)).filter(Boolean).join(' · '),
    closes: fill(text.closes, { date: date.format(new Date(job.closesAt)) }),
    link: links.job(job),
  }));
  const plain = [
    fill(text.intro, values),
    '',
    ...lines.flatMap((l) => [l.title, `${l.facts} — ${l.closes}`, l.link, '']),
    `${fill(text.seeAll, values)}: ${links.seeAll}`,
    '',
    '--',
    fill(text.why, values),
    `${text.manage}: ${links.manage}`,
    text.useful,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fill(text.intro, values))}</p>`,
    '<ul>',
    ...lines.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.title)}</a><br>${escapeHtml(l.facts)} — ${escapeHtml(l.closes)}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(links.seeAll)}">${escapeHtml(fill(text.seeAll, values))}</a></p>`,
    `<hr><p>${escapeHtml(fill(text.why, values))}</p>`,
    `<p><a href="${escapeHtml(links.manage)}">${escapeHtml(text.manage)}</a></p>`,
    `<p>${escapeHtml(text.useful)}</p>`,
  ].join('');
  return { to: alert.email, subject: `${jobCount(total, alert.locale)} · ${alert.name}`, text: plain, html, kind: 'job-alert', headers };
}

const confirmation: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Confirm your job alert',
    body: 'Someone, probably you, asked for the job alert "{name}" to be sent to this address. Confirm within 48 hours to start receiving it.',
    action: 'Confirm my job alert',
    footer: 'If it was not you, ignore this e-mail: nothing will be sent.',
  },
  fr: {
    subject: 'Confirmez votre alerte emploi',
    body: 'Quelqu’un, sans doute vous, a demandé à recevoir l’alerte emploi « {name} » à cette adresse. Confirmez sous 48 heures pour commencer à la recevoir.',
    action: 'Confirmer mon alerte emploi',
    footer: 'Si ce n’était pas vous, ignorez cet e-mail : rien ne sera envoyé.',
  },
  de: {
    subject: 'Bestätigen Sie Ihren Suchauftrag',
    body: 'Jemand, wahrscheinlich Sie, hat den Suchauftrag „{name}“ für diese Adresse bestellt. Bestätigen Sie innerhalb von 48 Stunden, um ihn zu erhalten.',
    action: 'Meinen Suchauftrag bestätigen',
    footer: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es wird nichts gesendet.',
  },
  pt: {
    subject: 'Confirme o seu alerta de emprego',
    body: 'Alguém, provavelmente o próprio, pediu para receber o alerta de emprego «{name}» neste endereço. Confirme no prazo de 48 horas para começar a recebê-lo.',
    action: 'Confirmar o meu alerta de emprego',
    footer: 'Se não foi o próprio, ignore este e-mail: nada será enviado.',
  },
};

/** A visitor's double opt-in: the link opens a page whose button confirms (a GET changes nothing). */
export function confirmationMail(alert: { name: string; email: string; locale: string }, link: string): LaidOutMail {
  const text = inLocale(confirmation, alert.locale);
  return linkMail({ ...text, body: fill(text.body, { name: alert.name }) }, 'job-alert-confirm', alert.locale, alert.email, alert.email, link);
}
