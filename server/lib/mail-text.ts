import type { Locale } from '../../common/locales.js';

/** A message with one call to action, before it is addressed: what `linkMail` lays out. */
export interface LinkMailText {
  subject: string;
  body: string;
  action: string;
  footer: string;
}

/** What a mail is once laid out (the outbox's `OutgoingMail`). */
export interface LaidOutMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

const HOSPITAL = 'Teaching and Referral Hospital Careers';

const GREETING: Record<Locale, (name: string) => string> = {
  en: (n) => `Hello ${n},`,
  fr: (n) => `Bonjour ${n},`,
  de: (n) => `Hallo ${n},`,
  pt: (n) => `Olá ${n},`,
};

/** The entry of a per-language table for `locale`, English when the table has no such language. */
export const inLocale = <T>(byLocale: Record<Locale, T>, locale: string): T => byLocale[(locale in byLocale ? locale : 'en') as Locale];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain-text and HTML message with one call-to-action link, greeting its recipient in their language. */
export function linkMail(message: LinkMailText, kind: string, locale: string, to: string, name: string, link: string): LaidOutMail {
  const greeting = inLocale(GREETING, locale)(name);
  const text = [greeting, '', message.body, '', `${message.action}: ${link}`, '', message.footer, '', HOSPITAL].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(message.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(message.action)}</a></p><p>${escapeHtml(message.footer)}</p><p>${HOSPITAL}</p>`;
  return { to, subject: message.subject, text, html, kind };
}
